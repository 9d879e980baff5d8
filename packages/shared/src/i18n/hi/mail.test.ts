import { describe, expect, it } from 'vitest';
import { glossaryProblems } from '../glossary.ts';
import { MAIL_HINDI } from './mail.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Issue 30 §6, §8: the mails' Hindi uses the glossary's words and keeps every value's place. */
describe('the mails\' Hindi', () => {
  const entries = Object.entries(MAIL_HINDI).map(([en, hi]) => ({ en, hi }));

  it('says each trading word as the glossary does', () => {
    expect(glossaryProblems(entries)).toEqual([]);
  });

  it('has a Hindi text for every English one, with the same placeholders, in Devanagari', () => {
    for (const { en, hi } of entries) {
      expect(hi.trim(), en).not.toBe('');
      expect(placeholders(hi), en).toEqual(placeholders(en));
      if (/[a-z]{3}/i.test(en.replace(/\{\w+\}/g, ''))) expect(hi, en).toMatch(/[\u0900-\u097F]/);
    }
  });
});
