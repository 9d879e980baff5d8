/**
 * The site's content as stored: each key's value or its seed, and what visitors see of it before
 * plan placeholders are filled. Below content/ (which fills plan copy from the catalogue, saves and
 * keeps versions) so that webinar, contact and the launch checklist read the support contact and
 * raw values without leaning on plans (docs/ARCHITECTURE.md, module floors).
 */
import { eq, inArray } from 'drizzle-orm';
import { CONTENT, type ContentEntry } from '@tlt/shared/content/index';
import { withoutPlaceholders } from '@tlt/shared/content/placeholders';
import { SITE_CONTACT_KEY, type SiteContact } from '@tlt/shared/content/site';
import type { Db } from '../../db/client.ts';
import { DEMO_MARKER } from '../../db/demo-marker.ts';
import { settings, siteContent } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

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

/** Several keys in one query, unfilled: `{ [key]: value }`, stored or seed. */
export async function rawContentValues(db: Db, keys: readonly string[]): Promise<Record<string, unknown>> {
  const rows = await db.select({ key: siteContent.key, value: siteContent.value }).from(siteContent)
    .where(inArray(siteContent.key, [...keys]));
  const stored = new Map(rows.map((r) => [r.key, r]));
  return Object.fromEntries(keys.map((key) => [key, valueOf(entryOrNotFound(key), stored.get(key))]));
}

/** A demo database (demo data seeded) shows the seeds' sample content as it is. */
async function showsSamples(db: Db): Promise<boolean> {
  const [row] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, DEMO_MARKER));
  return !!row;
}

/** Several keys with the placeholders the launch checklist lists left out (issue 26 §8), except on a demo database. */
export async function shownContentValues(db: Db, keys: readonly string[]): Promise<Record<string, unknown>> {
  const [values, samples] = await Promise.all([rawContentValues(db, keys), showsSamples(db)]);
  if (samples) return values;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, withoutPlaceholders(key, value, entryOrNotFound(key).seed)]));
}

/**
 * The support e-mail and WhatsApp number the site shows (content key site.contact; decision 0036); '' while not set.
 * An e-mail and a phone number hold no plan placeholders, so no catalogue is needed to show them.
 */
export async function supportContact(db: Db): Promise<{ email: string; phone: string }> {
  const { supportEmail, whatsappNumber } = (await shownContentValues(db, [SITE_CONTACT_KEY]))[SITE_CONTACT_KEY] as SiteContact;
  return { email: supportEmail, phone: whatsappNumber };
}
