import { describe, expect, it } from 'vitest';
import { emiLine } from './emi.ts';

describe('emiLine', () => {
  it('offers no-cost EMI on a 12-month plan, tenure up to 6 months', () => {
    expect(emiLine({ emi: 5850, noCostEmi: true, months: 12 })).toBe('No-cost EMI from ₹5,850/month (up to 6 months)');
  });

  it('never calls a plan under 12 months no-cost, even if flagged', () => {
    expect(emiLine({ emi: 3000, noCostEmi: true, months: 6 })).toBe('EMI from ₹3,000/month');
    expect(emiLine({ emi: 3000, noCostEmi: false, months: 6 })).toBe('EMI from ₹3,000/month');
  });

  it('shows nothing for a plan without EMI', () => {
    expect(emiLine({ emi: null, noCostEmi: false, months: 3 })).toBeNull();
  });
});
