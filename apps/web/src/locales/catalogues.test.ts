import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { glossaryProblems } from '@tlt/shared/i18n/glossary';

/**
 * Issue 30 §8: the web's Hindi catalogues are complete and say the trading words as the glossary does.
 * (`npm run i18n:extract` keeps them in step with the code; CI checks it left nothing to change.)
 */
const HINDI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hi');
const catalogues = fs
  .readdirSync(HINDI)
  .filter((f) => f.endsWith('.po'))
  .map((file) => ({ file, items: parsePoFile(fs.readFileSync(path.join(HINDI, file), 'utf8')).items.filter((i) => !i.obsolete) }));
const entries = catalogues.flatMap(({ file, items }) => items.map((i) => ({ file, context: i.msgctxt ?? '', en: i.msgid, hi: i.msgstr.join('') })));

/** `{name}` placeholders and `<0>` tags, which a translation must keep as they are. */
const tokens = (s: string) => (s.match(/\{\w+\}|<\/?\d+\/?>/g) ?? []).sort();

describe("the web's Hindi catalogues", () => {
  it('exist, one per feature and components folder', () => {
    expect(catalogues.map((c) => c.file)).toContain('common.po');
    expect(entries.length).toBeGreaterThan(0);
  });

  it('give every message its Hindi', () => {
    expect(entries.filter((e) => e.hi.trim() === '').map((e) => `${e.file}: ${e.en}`)).toEqual([]);
  });

  it('keep every placeholder and tag of the English', () => {
    expect(entries.filter((e) => tokens(e.hi).join() !== tokens(e.en).join()).map((e) => `${e.file}: ${e.en} → ${e.hi}`)).toEqual([]);
  });

  it('give one English text one Hindi, whichever part of the site says it (the catalogues load as one)', () => {
    const byEnglish = new Map<string, Set<string>>();
    // A context (`<Trans context=…>`) says two meanings of one English word apart.
    for (const e of entries) {
      const key = e.context ? `${e.en} (${e.context})` : e.en;
      byEnglish.set(key, (byEnglish.get(key) ?? new Set()).add(e.hi));
    }
    expect([...byEnglish].filter(([, hi]) => hi.size > 1).map(([en, hi]) => `${en} → ${[...hi].join(' | ')}`)).toEqual([]);
  });

  it('hold English with plain {name} placeholders only (production compiles English with compilePlainMessage)', () => {
    expect(entries.filter((e) => /\{\s*\w+\s*,/.test(e.en)).map((e) => `${e.file}: ${e.en}`)).toEqual([]);
  });

  it("say the trading words as the glossary does", () => {
    expect(glossaryProblems(entries)).toEqual([]);
  });
});
