/** A failed call: `code` is the envelope code (0 when the network failed), `message` the server's. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
