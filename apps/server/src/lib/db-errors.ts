/**
 * PostgreSQL failures as the client's fault or not. Drizzle wraps the driver's error
 * (DrizzleQueryError, whose message carries the query's parameters) around the one from
 * pg or PGlite, which has the SQLSTATE in `code`; the code is found along the cause chain.
 */
/** The driver's error (pg or PGlite) along the cause chain, the one that carries a SQLSTATE. */
export function driverErrorOf(err: unknown): ({ code: string } & Record<string, unknown>) | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as { code: string } & Record<string, unknown>;
  return undefined;
}

export const sqlState = (err: unknown): string | undefined => driverErrorOf(err)?.code;

/**
 * Class 22 (data exception: a NUL byte, broken Unicode in jsonb, a malformed uuid or number,
 * a value out of range) and 54000 (a value too large for an index) come from what the client
 * sent: 400. Class 23 (a unique or foreign key refused) is a race with another change: 409.
 */
export function clientStatusOf(err: unknown): 400 | 409 | undefined {
  const code = sqlState(err);
  if (!code) return undefined;
  if (code.startsWith('22') || code === '54000') return 400;
  if (code.startsWith('23')) return 409;
  return undefined;
}

/**
 * A failure of the database's own files (class 58: could not create or open a file), not of the
 * statement. On PGlite it persists in the instance: after the process ran out of descriptors its
 * file system keeps a half-made relation file as missing, and PostgreSQL, told it is missing, fails
 * to create it (58P02) on every write that needs it (docs/decisions/0045-bounded-connections.md).
 */
export const isBrokenHandleError = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && e.code.startsWith('58')) return true;
    if (e.message === 'PGlite is closed') return true;
  }
  return false;
};
