import { describe, expect, it } from 'vitest';
import { defaultPlanId } from './default-plan.ts';

describe('defaultPlanId', () => {
  it('takes a known plan from the query', () => {
    expect(defaultPlanId([1, 2, 3], '1')).toBe(1);
    expect(defaultPlanId([1, 2, 3], '3')).toBe(3);
  });
  it.each([null, '', '9', 'abc', '2.5'])('falls back to plan 2 for %j', (q) => {
    expect(defaultPlanId([1, 2, 3], q)).toBe(2);
  });
});
