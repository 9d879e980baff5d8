/** Long text (a blog's body, a page's copy) is kept only as its start: the log says what changed, it is no archive. */
export const AUDIT_TEXT_MAX = 300;
const JSON_MAX = 2000;

function clip(v: unknown): unknown {
  if (typeof v === 'string') return v.length > AUDIT_TEXT_MAX ? `${v.slice(0, AUDIT_TEXT_MAX)}… (${v.length} characters)` : v;
  if (v !== null && typeof v === 'object') {
    const json = JSON.stringify(v);
    return json.length > JSON_MAX ? `${json.slice(0, AUDIT_TEXT_MAX)}… (${json.length} characters)` : v;
  }
  return v;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two versions of a record, each side clipped; null when nothing
 * changed (the caller then writes no entry). Keys missing on one side count as null there.
 */
export function auditDiff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !same(before[k] ?? null, after[k] ?? null));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((k) => [k, clip(before[k] ?? null)])),
    after: Object.fromEntries(keys.map((k) => [k, clip(after[k] ?? null)])),
  };
}
