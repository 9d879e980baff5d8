import { eq, inArray } from 'drizzle-orm';
import { CONTENT, type ContentEntry } from '@tlt/shared/content/index';
import type { Db } from '../../db/client.ts';
import { siteContent } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { auditDiff, type AuditActor, recordAudit } from '../audit/index.ts';

/** GET /content/values reads at most this many keys per call (there are about 20 in all). */
export const MAX_CONTENT_KEYS_PER_READ = 30;

/** The key's entry; own keys only, so `constructor` or `__proto__` are no content. */
function entryOf(key: string): ContentEntry | undefined {
  return Object.hasOwn(CONTENT, key) ? CONTENT[key] : undefined;
}

/** The stored value, or the seed when an admin never changed it. */
function valueOf(entry: ContentEntry, row: { value: unknown } | undefined): unknown {
  if (!row) return entry.seed;
  // A stored value that no longer fits the schema (after a release changed it) falls back to the seed.
  const parsed = entry.schema.safeParse(row.value);
  return parsed.success ? parsed.data : entry.seed;
}

/** One key's value: stored, or the seed. */
export async function getContent(db: Db, key: string): Promise<unknown> {
  const entry = entryOf(key);
  if (!entry) throw notFound('No such content');
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key));
  return valueOf(entry, row);
}

/** `keys=a,b,c` → ['a','b','c'], each a known key, repeats dropped; a clear 400 otherwise. */
export function parseContentKeys(raw: string): string[] {
  const keys = [...new Set(raw.split(',').map((k) => k.trim()).filter(Boolean))];
  if (keys.length === 0) throw badRequest('keys must list at least one content key');
  if (keys.length > MAX_CONTENT_KEYS_PER_READ) throw badRequest(`At most ${MAX_CONTENT_KEYS_PER_READ} content keys per request`);
  const unknown = keys.filter((k) => !entryOf(k));
  if (unknown.length) throw badRequest(`Unknown content key${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  return keys;
}

/** Several keys in one query: `{ [key]: value }`, each value as getContent would answer it. */
export async function getContentValues(db: Db, keys: readonly string[]): Promise<Record<string, unknown>> {
  const rows = await db.select({ key: siteContent.key, value: siteContent.value }).from(siteContent)
    .where(inArray(siteContent.key, [...keys]));
  const stored = new Map(rows.map((r) => [r.key, r]));
  return Object.fromEntries(keys.map((key) => [key, valueOf(entryOf(key)!, stored.get(key))]));
}

/**
 * PUT content/:key (admins): the value and content.update (the fields that changed, long text
 * clipped) in one transaction; the row is locked so the recorded "before" is the one replaced.
 */
export async function putContent(db: Db, key: string, value: unknown, actor: AuditActor) {
  const entry = entryOf(key);
  if (!entry) throw notFound('No such content');
  const parsed = entry.schema.safeParse(value);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw badRequest(errors[0].message, { errors });
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key)).for('update');
    const before = valueOf(entry, row);
    await tx.insert(siteContent).values({ key, value: parsed.data as object, updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteContent.key, set: { value: parsed.data as object, updatedBy: actor.id, updatedAt: new Date() } });
    const diff = auditDiff(asFields(before), asFields(parsed.data));
    if (diff) await recordAudit(tx, { actorId: actor.id, action: 'content.update', ip: actor.ip, ...diff, data: { key, title: entry.title } });
  });
  return parsed.data;
}

/** A content value as named fields for the diff: an object's own, or the whole value as `value`. */
const asFields = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };
