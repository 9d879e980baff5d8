import type { Envelope } from '@tlt/shared/envelope';

export function ok<T>(data: T, message?: string): Envelope<T> & { data: T } {
  return message === undefined ? { status: true, code: 200, data } : { status: true, code: 200, data, message };
}

export function fail(code: number, message: string, data?: unknown): Envelope {
  return data === undefined ? { status: false, code, message } : { status: false, code, message, data };
}
