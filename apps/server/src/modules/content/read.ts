import { eq, inArray } from 'drizzle-orm';
import { CONTENT, type ContentEntry } from '@tlt/shared/content/index';
import { type CopyPlan, fillPlanCopyDeep } from '@tlt/shared/content/plan-copy';
import { withoutPlaceholders } from '@tlt/shared/content/placeholders';
import { SITE_CONTACT_KEY, type SiteContact } from '@tlt/shared/content/site';
import type { Db } from '../../db/client.ts';
import { DEMO_MARKER } from '../../db/demo-marker.ts';
import { settings, siteContent } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { listPlans, toPlanDto } from '../plans/service.ts';

/** Reading content: what the pages show (filled) and what the admin edits (raw). */

/** GET /content/values reads at most this many keys per call (there are about 20 in all). */
export const MAX_CONTENT_KEYS_PER_READ = 30;

/** The key's entry; own keys only, so `constructor` or `__proto__` are no content. */
export function entryOf(key: string): ContentEntry | undefined {
  return Object.hasOwn(CONTENT, key) ? CONTENT[key] : undefined;
}

export function entryOrNotFound(key: string): ContentEntry {
  const entry = entryOf(key);
  if (!entry) throw notFound('No such content');
  return entry;
}

/** The stored value, or the seed when an admin never changed it. */
export function valueOf(entry: ContentEntry, row: { value: unknown } | undefined): unknown {
  if (!row) return entry.seed;
  // A stored value that no longer fits the schema (after a release changed it) falls back to the seed.
  const parsed = entry.schema.safeParse(row.value);
  return parsed.success ? parsed.data : entry.seed;
}

/** The plan catalogue as the copy names it (list prices, no daily offer): `{planLengths}`, `{plan:12:price}`. */
export async function copyCatalogue(db: Db): Promise<CopyPlan[]> {
  return (await listPlans(db)).map((p) => toPlanDto(p, 0));
}

/** Several keys in one query, unfilled: `{ [key]: value }`, stored or seed. */
export async function rawContentValues(db: Db, keys: readonly string[]): Promise<Record<string, unknown>> {
  const rows = await db.select({ key: siteContent.key, value: siteContent.value }).from(siteContent)
    .where(inArray(siteContent.key, [...keys]));
  const stored = new Map(rows.map((r) => [r.key, r]));
  return Object.fromEntries(keys.map((key) => [key, valueOf(entryOrNotFound(key), stored.get(key))]));
}

/** One key's value as the pages show it: stored or seed, plan placeholders filled from the catalogue. */
export async function getContent(db: Db, key: string): Promise<unknown> {
  entryOrNotFound(key);
  return (await getContentValues(db, [key]))[key];
}

/** A demo database (demo data seeded) shows the seeds' sample content as it is. */
async function showsSamples(db: Db): Promise<boolean> {
  const [row] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, DEMO_MARKER));
  return !!row;
}

/**
 * Several keys as visitors see them: placeholders the launch checklist lists left out (issue 26 §8,
 * except on a demo database), plan placeholders filled from the catalogue.
 */
export async function getContentValues(db: Db, keys: readonly string[]): Promise<Record<string, unknown>> {
  const [values, catalogue, samples] = await Promise.all([rawContentValues(db, keys), copyCatalogue(db), showsSamples(db)]);
  const shown = samples ? values
    : Object.fromEntries(Object.entries(values).map(([key, value]) => [key, withoutPlaceholders(key, value, entryOrNotFound(key).seed)]));
  return fillPlanCopyDeep(shown, catalogue);
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

/** The support e-mail and WhatsApp number the site shows (content key site.contact; decision 0036); '' while not set. */
export async function supportContact(db: Db): Promise<{ email: string; phone: string }> {
  const { supportEmail, whatsappNumber } = (await getContentValues(db, [SITE_CONTACT_KEY]))[SITE_CONTACT_KEY] as SiteContact;
  return { email: supportEmail, phone: whatsappNumber };
}
