import { describe, expect, it } from 'vitest';
import { glossaryProblems } from '../glossary.ts';
import { DOCUMENT_HINDI } from './documents.ts';

/** Issue 30 §6, §8: the tax documents' Hindi headings use the glossary's words, and none is empty. */
describe('the tax documents\' Hindi', () => {
  it('says each trading word as the glossary does and leaves no heading without Hindi', () => {
    const entries = Object.entries(DOCUMENT_HINDI).map(([en, hi]) => ({ en, hi }));
    expect(glossaryProblems(entries)).toEqual([]);
    for (const { en, hi } of entries) expect(hi, en).toMatch(/[\u0900-\u097F]/);
  });
});
