import { and, desc, eq } from 'drizzle-orm';
import type { ContentAdminEntry, ContentVersion, ContentVersionValue } from '@tlt/shared/content/admin';
import type { Db } from '../../db/client.ts';
import { contentVersions, siteContent, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { entryOrNotFound, hindiOf, valueOf } from '../content-values/service.ts';

/** A key's history as the /admin/content page reads it (decision 0036). */

const versionColumns = {
  id: contentVersions.id,
  savedAt: contentVersions.savedAt,
  restoredFrom: contentVersions.restoredFrom,
  byId: users.id,
  byName: users.name,
};

type VersionRow = { id: string; savedAt: Date; restoredFrom: string | null; byId: string | null; byName: string | null };

const toVersion = (r: VersionRow): ContentVersion => ({
  _id: r.id,
  savedAt: r.savedAt.toISOString(),
  savedBy: r.byId ? { _id: r.byId, name: r.byName ?? '' } : null,
  restoredFrom: r.restoredFrom,
});

/** GET admin/content/:key: the raw value (placeholders unfilled, for editing) and the versions, newest first. */
export async function contentAdminEntry(db: Db, key: string): Promise<ContentAdminEntry> {
  const entry = entryOrNotFound(key);
  const [[row], versions] = await Promise.all([
    db.select({ value: siteContent.value, valueHi: siteContent.valueHi }).from(siteContent).where(eq(siteContent.key, key)),
    db.select(versionColumns).from(contentVersions).leftJoin(users, eq(users.id, contentVersions.savedBy))
      .where(eq(contentVersions.key, key)).orderBy(desc(contentVersions.savedAt), desc(contentVersions.id)),
  ]);
  const value = valueOf(entry, row);
  return { key, title: entry.title, value, hi: hindiOf(key, value, row?.valueHi), stored: row !== undefined, versions: versions.map(toVersion) };
}

/** GET admin/content/:key/versions/:id: one version with its value; it must belong to the key. */
export async function contentVersion(db: Db, key: string, versionId: string): Promise<ContentVersionValue> {
  entryOrNotFound(key);
  const [row] = await db.select({ ...versionColumns, value: contentVersions.value, valueHi: contentVersions.valueHi }).from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.savedBy))
    .where(and(eq(contentVersions.id, versionId), eq(contentVersions.key, key)));
  if (!row) throw notFound('No such version');
  return { ...toVersion(row), value: row.value, hi: hindiOf(key, row.value, row.valueHi) };
}
