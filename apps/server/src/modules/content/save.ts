import { and, desc, eq, notInArray } from 'drizzle-orm';
import { CONTENT_VERSIONS_KEPT } from '@tlt/shared/content/admin';
import type { ContentEntry } from '@tlt/shared/content/index';
import { hindiOnly, inHindi, textMaskOf } from '@tlt/shared/content/in-hindi';
import { planCopyProblems } from '@tlt/shared/content/plan-copy';
import type { Db } from '../../db/client.ts';
import { contentVersions, siteContent } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { auditDiff, type AuditActor, recordAudit } from '../audit/index.ts';
import { hindiOf, entryOrNotFound, valueOf } from '../content-values/service.ts';
import { copyCatalogue } from './read.ts';

type Issue = { path: string; message: string };

/** The schema's verdict, then the plan placeholders' against today's catalogue: the value, or a 400 listing every problem. */
async function checked(db: Db, entry: ContentEntry, value: unknown): Promise<unknown> {
  const parsed = entry.schema.safeParse(value);
  const errors: Issue[] = parsed.success
    ? planCopyProblems(parsed.data, await copyCatalogue(db))
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  if (errors.length) throw badRequest(errors[0].message, { errors });
  return (parsed as { data: unknown }).data;
}

/**
 * The Hindi beside a checked English value (issue 30 §4): only its text fields are kept, and the
 * page it makes (the English with the Hindi in place) must fit the same schema and catalogue. The
 * problems' paths start `hi.`, the editor's id for a field's Hindi box.
 */
async function checkedHindi(db: Db, entry: ContentEntry, english: unknown, hi: unknown): Promise<Record<string, unknown>> {
  const mask = textMaskOf(entry.schema);
  const only = hindiOnly(mask, english, hi);
  const parsed = entry.schema.safeParse(inHindi(mask, english, only));
  const errors: Issue[] = (parsed.success
    ? planCopyProblems(only, await copyCatalogue(db))
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })))
    .map((i) => ({ ...i, path: `hi.${i.path}` }));
  if (errors.length) throw badRequest(errors[0].message, { errors });
  // As the schema gives them back (trimmed where it trims), only the fields that have a Hindi.
  return hindiOnly(mask, only, (parsed as { data: unknown }).data);
}

/** The Hindi to store: given (a record), the shipped Hindi (null), or as it was (undefined). */
type HindiToSave = Record<string, unknown> | null | undefined;

/**
 * One save: the live value, a new version (older ones past CONTENT_VERSIONS_KEPT dropped) and the
 * audit entry, in one transaction. The row is locked so the recorded "before" is the one replaced.
 */
async function save(
  db: Db, key: string, entry: ContentEntry, value: unknown, actor: AuditActor,
  restored?: { id: string; savedAt: Date }, hi?: HindiToSave,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ value: siteContent.value, valueHi: siteContent.valueHi }).from(siteContent)
      .where(eq(siteContent.key, key)).for('update');
    const before = valueOf(entry, row);
    const valueHi = (hi === undefined ? (row?.valueHi ?? null) : hi) as object | null;
    const now = new Date();
    await tx.insert(siteContent).values({ key, value: value as object, valueHi, updatedBy: actor.id, updatedAt: now })
      .onConflictDoUpdate({ target: siteContent.key, set: { value: value as object, valueHi, updatedBy: actor.id, updatedAt: now } });
    const [version] = await tx.insert(contentVersions)
      .values({ key, value: value as object, valueHi, savedBy: actor.id, savedAt: now, restoredFrom: restored?.id ?? null })
      .returning({ id: contentVersions.id });
    const kept = tx.select({ id: contentVersions.id }).from(contentVersions).where(eq(contentVersions.key, key))
      .orderBy(desc(contentVersions.savedAt), desc(contentVersions.id)).limit(CONTENT_VERSIONS_KEPT);
    await tx.delete(contentVersions).where(and(eq(contentVersions.key, key), notInArray(contentVersions.id, kept)));
    // The Hindi is in the entry only when this save set it (the editor's, a restore's).
    const diff = hi === undefined
      ? auditDiff(asFields(before), asFields(value))
      : auditDiff({ ...asFields(before), hi: hindiOf(key, before, row?.valueHi) }, { ...asFields(value), hi: hindiOf(key, value, valueHi) });
    const data = { key, title: entry.title, versionId: version.id };
    if (restored) {
      await recordAudit(tx, {
        actorId: actor.id, action: 'content.restore', ip: actor.ip, ...diff,
        data: { ...data, restoredFrom: restored.id, restoredSavedAt: restored.savedAt.toISOString() },
      });
    } else if (diff) {
      await recordAudit(tx, { actorId: actor.id, action: 'content.update', ip: actor.ip, ...diff, data });
    }
    return version.id;
  });
}

/** PUT content/:key (admins): the value checked against its schema and the catalogue, then saved as a new version. */
export async function putContent(db: Db, key: string, value: unknown, actor: AuditActor) {
  const entry = entryOrNotFound(key);
  const data = await checked(db, entry, value);
  await save(db, key, entry, data, actor);
  return data;
}

/** PUT admin/content/:key (the editor): the English and its Hindi, each checked, saved together as one version. */
export async function putContentPair(db: Db, key: string, body: { value: unknown; hi: unknown }, actor: AuditActor) {
  const entry = entryOrNotFound(key);
  const value = await checked(db, entry, body.value);
  const hi = await checkedHindi(db, entry, value, body.hi);
  await save(db, key, entry, value, actor, undefined, hi);
  return { value, hi };
}

/**
 * POST admin/content/:key/versions/:id/restore: that version's value saved again as a new version.
 * The version must belong to the key (404 otherwise), and still fit the key's schema: a release may
 * have changed the fields since.
 */
export async function restoreContentVersion(db: Db, key: string, versionId: string, actor: AuditActor) {
  const entry = entryOrNotFound(key);
  const [version] = await db.select().from(contentVersions)
    .where(and(eq(contentVersions.id, versionId), eq(contentVersions.key, key)));
  if (!version) throw notFound('No such version');
  const data = await checked(db, entry, version.value).catch((err: unknown) => {
    throw err instanceof HttpError && err.statusCode === 400
      ? badRequest(`This version no longer fits the page: ${err.message}`, err.data)
      : err;
  });
  // Its Hindi with it: a version saved before there was Hindi (null) reads the shipped Hindi again.
  const hi = version.valueHi === null ? null : hindiOf(key, data, version.valueHi);
  await save(db, key, entry, data, actor, { id: version.id, savedAt: version.savedAt }, hi);
}

/** A content value as named fields for the diff: an object's own, or the whole value as `value`. */
const asFields = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };
