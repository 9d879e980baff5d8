import { describe, expect, it } from 'vitest';
import { glossaryProblems, termsIn } from './glossary.ts';

describe('the glossary check', () => {
  it('finds whole terms, the longest first', () => {
    expect(termsIn('Entry Price').map((t) => t.en)).toEqual(['entry price']);
    expect(termsIn('Stop Loss and Target 1').map((t) => t.en).sort()).toEqual(['stop loss', 'target']);
    expect(termsIn('Targeted ads')).toEqual([]);
  });

  it('passes the glossary form and refuses another word for the same term', () => {
    expect(glossaryProblems([{ en: 'Stop Loss', hi: 'स्टॉप लॉस' }])).toEqual([]);
    expect(glossaryProblems([{ en: 'Stop Loss', hi: 'हानि रोक' }])).toHaveLength(1);
    expect(glossaryProblems([{ en: 'Risk per trade', hi: 'प्रति ट्रेड जोखिम' }])).toHaveLength(1);
  });
});
