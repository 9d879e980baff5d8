/**
 * The site's content as stored: each key's value or its seed, and what visitors see of it before
 * plan placeholders are filled. Below content/ (which fills plan copy from the catalogue, saves and
 * keeps versions) so that webinar, contact and the launch checklist read the support contact and
 * raw values without leaning on plans (docs/ARCHITECTURE.md, module floors).
 */
import { eq, inArray } from 'drizzle-orm';
import { CONTENT, type ContentEntry } from '@tlt/shared/content/index';
import { CONTENT_HI } from '@tlt/shared/content/hi/index';
import { hindiOnly, inHindi, seedHindiFor, textMaskOf } from '@tlt/shared/content/in-hindi';
import { withoutPlaceholders } from '@tlt/shared/content/placeholders';
import type { Locale } from '@tlt/shared/i18n/locale';
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

/**
 * A key's Hindi for its English value (decision 0070-content-in-two-languages): what an admin saved
 * (`valueHi`), else the shipped Hindi for the fields whose English is still the seed's; only the
 * text fields the English has, so a shorter list or a changed schema leaves nothing stray.
 */
export function hindiOf(key: string, english: unknown, storedHi: unknown): Record<string, unknown> {
  const entry = entryOrNotFound(key);
  const mask = textMaskOf(entry.schema);
  return storedHi === null || storedHi === undefined
    ? seedHindiFor(mask, english, entry.seed, Object.hasOwn(CONTENT_HI, key) ? CONTENT_HI[key] : undefined)
    : hindiOnly(mask, english, storedHi);
}

/** Several keys in one query, unfilled, each `{ value, hi }`: the English stored or seeded, and its Hindi. */
export async function rawContentPairs(db: Db, keys: readonly string[]): Promise<Record<string, { value: unknown; hi: Record<string, unknown> }>> {
  const rows = await db.select({ key: siteContent.key, value: siteContent.value, valueHi: siteContent.valueHi }).from(siteContent)
    .where(inArray(siteContent.key, [...keys]));
  const stored = new Map(rows.map((r) => [r.key, r]));
  return Object.fromEntries(keys.map((key) => {
    const row = stored.get(key);
    const value = valueOf(entryOrNotFound(key), row);
    return [key, { value, hi: hindiOf(key, value, row?.valueHi) }];
  }));
}

/** Several keys in one query, unfilled: `{ [key]: value }`, stored or seed. */
export async function rawContentValues(db: Db, keys: readonly string[]): Promise<Record<string, unknown>> {
  const rows = await db.select({ key: siteContent.key, value: siteContent.value }).from(siteContent)
    .where(inArray(siteContent.key, [...keys]));
  const stored = new Map(rows.map((r) => [r.key, r]));
  return Object.fromEntries(keys.map((key) => [key, valueOf(entryOrNotFound(key), stored.get(key))]));
}

/** The value a Hindi page shows: each text field's Hindi where there is one, else its English. */
function inLocale(key: string, pair: { value: unknown; hi: Record<string, unknown> }): unknown {
  return inHindi(textMaskOf(entryOrNotFound(key).schema), pair.value, pair.hi);
}

/**
 * The placeholders left out of a Hindi value: the English seed's (links, photos, names still in
 * English), then the shipped Hindi's (a sample person's name in Devanagari is still a sample).
 */
function withoutHindiPlaceholders(key: string, value: unknown): unknown {
  const entry = entryOrNotFound(key);
  const hindiSeed = inHindi(textMaskOf(entry.schema), entry.seed, Object.hasOwn(CONTENT_HI, key) ? CONTENT_HI[key] : undefined);
  return withoutPlaceholders(key, withoutPlaceholders(key, value, entry.seed), hindiSeed);
}

/** A demo database (demo data seeded) shows the seeds' sample content as it is. */
async function showsSamples(db: Db): Promise<boolean> {
  const [row] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, DEMO_MARKER));
  return !!row;
}

/**
 * Several keys with the placeholders the launch checklist lists left out (issue 26 §8), except on a
 * demo database; in Hindi, each text field's Hindi where it has one (issue 30 §4).
 */
export async function shownContentValues(db: Db, keys: readonly string[], locale: Locale = 'en'): Promise<Record<string, unknown>> {
  if (locale === 'hi') {
    const [pairs, samples] = await Promise.all([rawContentPairs(db, keys), showsSamples(db)]);
    return Object.fromEntries(Object.entries(pairs).map(([key, pair]) => {
      const value = inLocale(key, pair);
      return [key, samples ? value : withoutHindiPlaceholders(key, value)];
    }));
  }
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
