import { describe, expect, it } from 'vitest';
import { MEMBER_NOTICE } from '../../community/notifications.ts';
import { glossaryProblems } from '../glossary.ts';
import { translateWith } from '../translate.ts';
import { PUSH_HINDI } from './push.ts';

/** Issue 30 §6, §8: every text the server writes into a push has its Hindi, in the glossary's words. */
describe('the pushes\' Hindi', () => {
  it('says each trading word as the glossary does', () => {
    expect(glossaryProblems(Object.entries(PUSH_HINDI).map(([en, hi]) => ({ en, hi })))).toEqual([]);
  });

  it('translates every member notice, keeping what people wrote', () => {
    const english = [
      MEMBER_NOTICE.replyTitle('Asha'), MEMBER_NOTICE.approvedTitle, MEMBER_NOTICE.rejectedTitle,
      MEMBER_NOTICE.rejectedBody('Add a stop loss'), MEMBER_NOTICE.rejectedBody(null),
    ];
    const hindi = english.map((e) => translateWith(PUSH_HINDI, e));
    hindi.forEach((h, i) => expect(h, english[i]).not.toBe(english[i]));
    expect(hindi[0]).toBe('Asha ने आपके कमेंट का जवाब दिया');
    expect(hindi[3]).toBe('वजह: Add a stop loss');
  });

  it('names a watchlist\'s category as the watchlist page does, and counts its charts', () => {
    expect(['Stocks · 1 chart', 'Commodities · 12 charts', 'Currencies · 3 charts', 'F&O · 2 charts', '5 charts'].map((e) => translateWith(PUSH_HINDI, e)))
      .toEqual(['स्टॉक्स · 1 चार्ट', 'कमोडिटी · 12 चार्ट', 'करेंसी · 3 चार्ट', 'F&O · 2 चार्ट', '5 चार्ट']);
  });
});
