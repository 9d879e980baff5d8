import { describe, expect, it } from 'vitest';
import { positionSize } from './position-size.ts';

describe('positionSize', () => {
  it('gives the terms page example: 1,00,000 at 1% risk, entry 100, stop 95 → 200 shares', () => {
    expect(positionSize({ portfolio: 100_000, riskPercent: 1, entry: 100, stopLoss: 95 })).toEqual({
      quantity: 200,
      riskAmount: 1000,
      riskPerUnit: 5,
      side: 'buy',
    });
  });

  it('floors the quantity', () => {
    expect(positionSize({ portfolio: 100_000, riskPercent: 1, entry: 100, stopLoss: 97 })?.quantity).toBe(333);
    expect(positionSize({ portfolio: 1000, riskPercent: 1, entry: 100, stopLoss: 80 })?.quantity).toBe(0);
  });

  it('is not cut short by floating-point noise', () => {
    // 0.3 − 0.1 is 0.19999999999999998 in binary floating point.
    expect(positionSize({ portfolio: 60, riskPercent: 1, entry: 0.3, stopLoss: 0.1 })?.quantity).toBe(3);
    expect(positionSize({ portfolio: 250_000, riskPercent: 0.7, entry: 412.35, stopLoss: 405.35 })?.quantity).toBe(250);
  });

  it('uses the distance to the stop, so a stop above the entry is a short sale', () => {
    expect(positionSize({ portfolio: 100_000, riskPercent: 1, entry: 95, stopLoss: 100 })).toMatchObject({
      quantity: 200,
      side: 'short sell',
    });
  });

  it('divides by the lot size for lot-based instruments', () => {
    expect(positionSize({ portfolio: 500_000, riskPercent: 2, entry: 6000, stopLoss: 5950, lotSize: 100 })?.quantity).toBe(2);
    expect(positionSize({ portfolio: 100_000, riskPercent: 1, entry: 83.5, stopLoss: 83.3, lotSize: 1000 })?.quantity).toBe(5);
  });

  it('answers null when no trade can be sized', () => {
    expect(positionSize({ portfolio: 100_000, riskPercent: 1, entry: 100, stopLoss: 100 })).toBeNull();
    expect(positionSize({ portfolio: -1, riskPercent: 1, entry: 100, stopLoss: 95 })).toBeNull();
    expect(positionSize({ portfolio: 100_000, riskPercent: Number.NaN, entry: 100, stopLoss: 95 })).toBeNull();
    expect(positionSize({ portfolio: 100_000, riskPercent: 1, entry: 100, stopLoss: 95, lotSize: 0 })).toBeNull();
    expect(positionSize({ portfolio: Infinity, riskPercent: 1, entry: 100, stopLoss: 95 })).toBeNull();
  });
});
