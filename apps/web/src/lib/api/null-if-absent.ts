import { ApiError } from '../api-error.ts';

/** A read by id: null when there is no such record (404) or the id cannot be one (400). */
export async function nullIfAbsent<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof ApiError && (err.code === 404 || err.code === 400)) return null;
    throw err;
  }
}
