import { type CopyPlan, fillPlanCopyDeep } from '@tlt/shared/content/plan-copy';
import type { Locale } from '@tlt/shared/i18n/locale';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { entryOf, entryOrNotFound, shownContentValues } from '../content-values/service.ts';
import { listPlans, toPlanDto } from '../plans/service.ts';

/** Reading content: what the pages show (filled) and what the admin edits (raw). */

/** GET /content/values reads at most this many keys per call (there are about 20 in all). */
export const MAX_CONTENT_KEYS_PER_READ = 30;

/** The plan catalogue as the copy names it (list prices, no daily offer): `{planLengths}`, `{plan:12:price}`. */
export async function copyCatalogue(db: Db): Promise<CopyPlan[]> {
  return (await listPlans(db)).map((p) => toPlanDto(p, 0));
}

/** One key's value as the pages show it: stored or seed, plan placeholders filled from the catalogue. */
export async function getContent(db: Db, key: string, locale: Locale = 'en'): Promise<unknown> {
  entryOrNotFound(key);
  return (await getContentValues(db, [key], locale))[key];
}

/**
 * Several keys as visitors see them in `locale`: launch placeholders left out, plan placeholders
 * filled from the catalogue; in Hindi each text field's Hindi, else its English (issue 30 §4).
 */
export async function getContentValues(db: Db, keys: readonly string[], locale: Locale = 'en'): Promise<Record<string, unknown>> {
  const [shown, catalogue] = await Promise.all([shownContentValues(db, keys, locale), copyCatalogue(db)]);
  return fillPlanCopyDeep(shown, catalogue, locale);
}

/** The keys `keys=…` names, trimmed, each once, in the order asked. */
const namedKeys = (raw: string) => [...new Set(raw.split(',').map((k) => k.trim()).filter(Boolean))];

/**
 * What `keys=…` asks for, the same text for the same set in any order or spacing (`b, a,a` and `a,b`):
 * the public cache keeps one answer for them (parseContentKeys sorts, so the answers are the same bytes).
 */
export const contentKeysAsked = (raw: string): string => namedKeys(raw).sort().join(',');

/**
 * `keys=c,a,b` → ['a','b','c'], each a known key, repeats dropped, sorted (the answer lists them in
 * that order, whatever order they were asked in); a clear 400 otherwise.
 */
export function parseContentKeys(raw: string): string[] {
  const keys = namedKeys(raw);
  if (keys.length === 0) throw badRequest('keys must list at least one content key');
  if (keys.length > MAX_CONTENT_KEYS_PER_READ) throw badRequest(`At most ${MAX_CONTENT_KEYS_PER_READ} content keys per request`);
  const unknown = keys.filter((k) => !entryOf(k));
  if (unknown.length) throw badRequest(`Unknown content key${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  return keys.sort();
}
