import { eq } from 'drizzle-orm';
import { CONTENT } from '@tlt/shared/content/index';
import type { Db } from '../../db/client.ts';
import { siteContent } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

/** The stored value, or the seed when an admin never changed it. */
export async function getContent(db: Db, key: string): Promise<unknown> {
  const entry = CONTENT[key];
  if (!entry) throw notFound('No such content');
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key));
  if (!row) return entry.seed;
  // A stored value that no longer fits the schema (after a release changed it) falls back to the seed.
  const parsed = entry.schema.safeParse(row.value);
  return parsed.success ? parsed.data : entry.seed;
}

export async function putContent(db: Db, key: string, value: unknown, by: string) {
  const entry = CONTENT[key];
  if (!entry) throw notFound('No such content');
  const parsed = entry.schema.safeParse(value);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw badRequest(errors[0].message, { errors });
  }
  await db.insert(siteContent).values({ key, value: parsed.data as object, updatedBy: by })
    .onConflictDoUpdate({ target: siteContent.key, set: { value: parsed.data as object, updatedBy: by, updatedAt: new Date() } });
  return parsed.data;
}
