import { describe, expect, it } from 'vitest';
import { COURSE_SEED } from '../../courses.ts';
import { glossaryProblems } from '../glossary.ts';
import { translateWith } from '../translate.ts';
import { COURSES_HI } from './courses.ts';

describe('the seeded courses in Hindi', () => {
  it('gives every seeded course its Hindi name, description, length and access, as the course list writes them', () => {
    for (const c of COURSE_SEED) {
      for (const english of [c.name, c.description, c.duration, `${c.validityMonths} Months`]) {
        const hindi = translateWith(COURSES_HI, english);
        expect(hindi, english).not.toBe(english);
        expect(hindi, english).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
    expect(translateWith(COURSES_HI, '10+ hrs')).toBe('10+ घंटे');
  });

  it('uses the glossary’s words', () => {
    expect(glossaryProblems(Object.entries(COURSES_HI).map(([en, hi]) => ({ en, hi })))).toEqual([]);
  });
});
