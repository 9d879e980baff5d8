import { describe, expect, it } from 'vitest';
import { CONTENT } from './index.ts';
import { type CopyPlan, fillPlanCopy, fillPlanCopyDeep, planCopyProblems, SEED_COPY_CATALOGUE } from './plan-copy.ts';

const plan = (months: number, baseAmount: number, emi: number | null, noCostEmi = false): CopyPlan =>
  ({ months, baseAmount, struckAmount: baseAmount + 1000, emi, noCostEmi });
const today = [plan(3, 9199, null), plan(6, 17999, 3000), plan(12, 34999, 5850, true)];
const withTwoYears = [...today, plan(24, 59999, 9000, true)];

describe('fillPlanCopy', () => {
  it('names the catalogue’s plan lengths, in order, whatever order the rows come in', () => {
    expect(fillPlanCopy('Memberships of {planLengths} months', today)).toBe('Memberships of 3, 6 or 12 months');
    expect(fillPlanCopy('{planLengths}', [today[2], today[0]])).toBe('3 or 12');
    expect(fillPlanCopy('{planLengths}', [today[1]])).toBe('6');
  });

  it('follows a 24-month row by itself, in every placeholder', () => {
    const text = 'Plans of {planLengths} months; {planLengths:12+} include the course; EMI on {planLengths:emi}, no-cost on {planLengths:noCostEmi}; two years {plan:24:price} or {plan:24:emi} a month.';
    expect(fillPlanCopy(text, withTwoYears)).toBe(
      'Plans of 3, 6, 12 or 24 months; 12 or 24 include the course; EMI on 6, 12 or 24, no-cost on 12 or 24; two years ₹59,999 or ₹9,000 a month.',
    );
    expect(planCopyProblems(text, withTwoYears)).toEqual([]);
    // Without the row the copy cannot promise it: the save is refused, and a page never shows the token.
    expect(planCopyProblems(text, today).map((p) => p.message)).toEqual([
      '{plan:24:price} names no plan: the catalogue has no 24-month plan',
      '{plan:24:emi} names no plan: the catalogue has no 24-month plan',
    ]);
    expect(fillPlanCopy('Two years for {plan:24:price}.', today)).toBe('Two years for .');
  });

  it('formats prices in rupees with Indian grouping and leaves other braces alone', () => {
    expect(fillPlanCopy('{plan:12:price} (was {plan:12:struck})', [plan(12, 134999, null)])).toBe('₹1,34,999 (was ₹1,35,999)');
    expect(fillPlanCopy('{name} and {plan}', today)).toBe('{name} and ');
    expect(planCopyProblems({ a: ['{planLengths:weekly}', '{plan:3:emi}'] }, today)).toEqual([
      { path: 'a.0', message: '{planLengths:weekly} is not a placeholder' },
      { path: 'a.1', message: '{plan:3:emi} names no EMI: the 3-month plan has none' },
    ]);
  });

  it('fills every string of a value and keeps the rest', () => {
    expect(fillPlanCopyDeep({ n: 3, list: ['{planLengths}'], nested: { s: 'x {plan:6:price}' }, none: null }, today))
      .toEqual({ n: 3, list: ['3, 6 or 12'], nested: { s: 'x ₹17,999' }, none: null });
  });

  it('the seeds use only placeholders the seed catalogue can fill', () => {
    expect(SEED_COPY_CATALOGUE.map((p) => p.months)).toEqual([3, 6, 12]);
    for (const [key, entry] of Object.entries(CONTENT)) expect(planCopyProblems(entry.seed, SEED_COPY_CATALOGUE), key).toEqual([]);
    const copy = JSON.stringify(Object.values(CONTENT).map((e) => e.seed));
    // No seed names a plan length outright any more: the catalogue does.
    expect(copy).not.toMatch(/24[- ]month|6, 12 (or|and) 24|12 and 24/);
  });
});
