import { describe, expect, it } from 'vitest';
import { COMMUNITY_DISCLAIMER } from '../../community/messages.ts';
import { relativeDate } from '../../relative-date.ts';
import { glossaryProblems } from '../glossary.ts';
import { translateWith } from '../translate.ts';
import { HINDI } from './index.ts';
import { MEMBER_PAGES_HI } from './member-pages.ts';

const NOW = new Date(2026, 10, 27, 12);
const daysAgo = (n: number) => new Date(2026, 10, 27 - n, 9);

describe('the members’ pages’ shared words in Hindi', () => {
  it('gives every relative date with words its Hindi', () => {
    const words = [0, 1, 2, 5, 7, 8, 14, 21].map((n) => relativeDate(daysAgo(n), NOW));
    expect(words.map((english) => translateWith(HINDI, english))).toEqual([
      'आज', 'कल', '2 दिन पहले', '5 दिन पहले', '7 दिन पहले', '1 हफ़्ता पहले', '2 हफ़्ते पहले', '3 हफ़्ते पहले',
    ]);
  });

  it('leaves a full date as it is', () => {
    expect(translateWith(HINDI, relativeDate(daysAgo(40), NOW))).toBe(relativeDate(daysAgo(40), NOW));
  });

  it('has the disclaimer in Hindi with the glossary’s words', () => {
    expect(translateWith(HINDI, COMMUNITY_DISCLAIMER)).not.toBe(COMMUNITY_DISCLAIMER);
    expect(glossaryProblems(Object.entries(MEMBER_PAGES_HI).map(([en, hi]) => ({ en, hi })))).toEqual([]);
  });
});
