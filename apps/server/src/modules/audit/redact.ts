/**
 * Keys that name a secret: a value under one never enters the audit log nor leaves it. Checked at
 * write (recordAudit) and again at read, so an entry a careless caller wrote still shows nothing.
 */
const SECRET_KEY = /pass(word|wd)?|hash|token|secret|signature|otp/i;

/** A copy of `value` without secret keys at any depth. Iterative over a bounded depth: entries are small. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!SECRET_KEY.test(k)) out[k] = redact(v, depth + 1);
  return out;
}

export const redactRecord = (r: Record<string, unknown> | null | undefined): Record<string, unknown> | null =>
  r ? (redact(r) as Record<string, unknown>) : null;
