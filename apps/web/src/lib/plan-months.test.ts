import { describe, expect, it } from 'vitest';
import { includesCourses, planMonths } from './plan-months.ts';

describe('planMonths', () => {
  it.each([
    ['Quarterly', 3], ['Half-Yearly', 6], ['Six', 6], ['Yearly', 12], ['Annual', 12], ['2 Years', 12],
  ])('%s is %i months', (planType, months) => {
    expect(planMonths(planType)).toBe(months);
  });

  it('knows nothing of other names', () => {
    expect(planMonths('Weekly')).toBeNull();
    expect(planMonths(undefined)).toBeNull();
  });

  it('gives course access from 6 months up', () => {
    expect(includesCourses('Quarterly')).toBe(false);
    expect(includesCourses('Half-Yearly')).toBe(true);
    expect(includesCourses('Annual')).toBe(true);
  });
});
