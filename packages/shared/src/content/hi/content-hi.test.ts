import { describe, expect, it } from 'vitest';
import { glossaryProblems } from '../../i18n/glossary.ts';
import { eachText, hindiOnly, inHindi, missingHindi, textAt, textMaskOf } from '../in-hindi.ts';
import { CONTENT } from '../index.ts';
import { CONTENT_HI } from './index.ts';

/** Issue 30 §4: every seeded text field ships with its Hindi, in the glossary's words. */
const keys = Object.keys(CONTENT);
const pairs = keys.flatMap((key) => {
  const { schema, seed } = CONTENT[key];
  const out: { key: string; path: string; en: string; hi: string }[] = [];
  eachText(textMaskOf(schema), seed, (path, en) => {
    const hi = textAt(CONTENT_HI[key], path);
    if (typeof hi === 'string') out.push({ key, path: path.join('.'), en, hi });
  });
  return out;
});

describe('the shipped Hindi of the content seeds', () => {
  it.each(keys)('%s: every text field has its Hindi', (key) => {
    const { schema, seed } = CONTENT[key];
    expect(missingHindi(textMaskOf(schema), seed, CONTENT_HI[key])).toEqual([]);
  });

  it.each(keys)('%s: the Hindi holds text fields only, and the Hindi page fits the schema', (key) => {
    const { schema, seed } = CONTENT[key];
    const mask = textMaskOf(schema);
    expect(hindiOnly(mask, seed, CONTENT_HI[key])).toEqual(CONTENT_HI[key] ?? {});
    const parsed = schema.safeParse(inHindi(mask, seed, CONTENT_HI[key]));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('uses the glossary’s words for the trading terms', () => {
    expect(glossaryProblems(pairs)).toEqual([]);
  });

  it('keeps every plan placeholder of the English, so the Hindi names the same plans', () => {
    const tokens = (s: string) => [...s.matchAll(/\{plan[^}]*\}/g)].map((m) => m[0]).sort();
    const differ = pairs.filter((p) => JSON.stringify(tokens(p.en)) !== JSON.stringify(tokens(p.hi))).map((p) => `${p.key}:${p.path}`);
    expect(differ).toEqual([]);
  });

  it('is Hindi: each text field with letters has Devanagari, except names kept as they are', () => {
    const latinOnly = pairs.filter((p) => /[a-z]{3}/i.test(p.en) && !/[\u0900-\u097F]/.test(p.hi) && p.hi !== p.en).map((p) => `${p.key}:${p.path}`);
    expect(latinOnly).toEqual([]);
  });
});
