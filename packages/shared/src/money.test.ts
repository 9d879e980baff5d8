import { describe, expect, it } from 'vitest';
import { isWholePaise, rupeesToPaise } from './money.ts';
import { ManualPaymentSchema } from './signup.ts';

describe('rupees and paise', () => {
  it('takes whole paise, float noise included, and refuses a fraction of a paisa', () => {
    expect([17999, 143.5, 0.1 + 0.2, 0].map(isWholePaise)).toEqual([true, true, true, true]);
    expect([143.505, 0.001].map(isWholePaise)).toEqual([false, false]);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(143.5)).toBe(14350);
  });

  it("bounds an admin's manual payment like a plan's price, in whole paise", () => {
    const base = { txnId: 'UTR123', planType: 'Annual' };
    expect(ManualPaymentSchema.safeParse({ ...base, amount: 34999.5 }).success).toBe(true);
    expect(ManualPaymentSchema.safeParse({ ...base, amount: 0 }).success).toBe(true);
    for (const amount of [1e12, 10_000_000.01, 1.234, -1]) {
      expect(ManualPaymentSchema.safeParse({ ...base, amount }).success, String(amount)).toBe(false);
    }
  });
});
