import { describe, expect, it } from 'vitest';
import { CreateRefundSchema, guidanceText, refundGuidance } from './refunds.ts';

describe('refundGuidance (site-and-admin §9)', () => {
  it('within 7 days and videos locked: the whole payment, less what was refunded', () => {
    expect(refundGuidance({ capturedPaise: 1799900, refundedPaise: 0, withinWindow: true, videosUnlocked: false })).toEqual({ rule: 'full', capPaise: 1799900, suggestedPaise: 1799900 });
    expect(refundGuidance({ capturedPaise: 1799900, refundedPaise: 500000, withinWindow: true, videosUnlocked: false }).suggestedPaise).toBe(1299900);
  });

  it('after 7 days or with videos unlocked: 80%, rounded down to the paisa, never below zero', () => {
    expect(refundGuidance({ capturedPaise: 1799900, refundedPaise: 0, withinWindow: false, videosUnlocked: false })).toEqual({ rule: 'partial', capPaise: 1439920, suggestedPaise: 1439920 });
    expect(refundGuidance({ capturedPaise: 999, refundedPaise: 0, withinWindow: true, videosUnlocked: true }).capPaise).toBe(799);
    expect(refundGuidance({ capturedPaise: 1000, refundedPaise: 900, withinWindow: false, videosUnlocked: false }).suggestedPaise).toBe(0);
  });

  it('says why in a sentence', () => {
    expect(guidanceText({ rule: 'full', withinWindow: true, videosUnlocked: false })).toMatch(/full refund/);
    expect(guidanceText({ rule: 'partial', withinWindow: false, videosUnlocked: false })).toMatch(/^More than 7 days.*80%/);
    expect(guidanceText({ rule: 'partial', withinWindow: true, videosUnlocked: true })).toMatch(/^The free course videos were unlocked.*80%/);
  });
});

describe('CreateRefundSchema amount', () => {
  const parse = (amount: unknown) => CreateRefundSchema.safeParse({ amount, paymentId: 'pay_1', email: 'a@example.com' });
  it('rupees with up to two decimals become paise', () => {
    expect(parse(17999).data?.amount).toBe(1799900);
    expect(parse('143.5').data?.amount).toBe(14350);
    expect(parse(1.15).data?.amount).toBe(115);
  });
  it('refuses what is not an amount', () => {
    for (const bad of [undefined, 0, -1, 1.005, 'ten', '1e3', Infinity]) expect(parse(bad).success, String(bad)).toBe(false);
  });
});
