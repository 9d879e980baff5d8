import type { FastifyRequest } from 'fastify';
import { driverErrorOf } from './db-errors.ts';

/** Fields of a driver error that name a place, never a value. */
const SAFE_DB_FIELDS = ['severity', 'table', 'column', 'constraint', 'dataType', 'routine'] as const;

/** A path segment that looks like a bearer, renewal or reset token (base64url, 40+ characters). */
const TOKEN_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{40,}(?=\/|$)/g;

/**
 * The path without its query string (queries may carry tokens, e-mails or search terms) and
 * with token-like segments masked (/renew-subscription/{token} is a page address).
 */
export const pathOnly = (url: string) => url.split('?', 1)[0].replace(TOKEN_SEGMENT, ':token');

/**
 * Logged errors carry their type, a message and the stack's frames, never the failed query's
 * parameters (argon2 hashes, e-mails, tokens) nor a driver's `detail` ("Key (email)=(…)").
 * A database error keeps its SQLSTATE and the place it names; its message is replaced,
 * because PostgreSQL quotes the offending value in it ("invalid input syntax for type uuid: …").
 */
export interface LoggedError { type: string; message: string; stack: string; [key: string]: unknown }

export function serializeError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: 'non-error thrown', stack: '' };
  const frames = (err.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  const driver = driverErrorOf(err);
  if (driver) {
    const { code } = driver;
    const place = Object.fromEntries(SAFE_DB_FIELDS.filter((k) => typeof driver[k] === 'string' && driver[k]).map((k) => [k, driver[k]]));
    const message = `database error ${code}`;
    return { type: err.constructor.name, message, code, ...place, stack: [message, ...frames].join('\n') };
  }
  const out: LoggedError = { type: err.constructor.name, message: err.message, stack: [`${err.name}: ${err.message}`, ...frames].join('\n') };
  const { code: errCode, statusCode } = err as { code?: unknown; statusCode?: unknown };
  if (typeof errCode === 'string') out.code = errCode;
  if (typeof statusCode === 'number') out.statusCode = statusCode;
  if (err.cause !== undefined) out.cause = serializeError(err.cause);
  return out;
}

/** A request in the log: method, path (no query), route, request id and address; no headers, no body. */
export function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: pathOnly(req.url), route: req.routeOptions?.url, id: req.id, remoteAddress: req.ip };
}
