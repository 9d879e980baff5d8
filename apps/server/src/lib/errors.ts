import { MSG } from '@tlt/shared/messages';

/** A failure with a status and a message safe to show the user. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly data?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MSG.invalidInput, data?: unknown) => new HttpError(400, message, data);
/** A 400 naming the failing field in data.errors, the shape schema validation failures answer. */
export const fieldError = (path: string, message: string) => badRequest(message, { errors: [{ path, message }] });
export const sessionExpired = () => new HttpError(401, MSG.sessionExpired);
export const subscriptionExpired = () => new HttpError(402, MSG.subscriptionExpired);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = () => new HttpError(429, MSG.tooManyRequests);
