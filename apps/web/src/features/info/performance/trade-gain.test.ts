import { describe, expect, it } from 'vitest';
import { formatGain, formatPrice, formatTradeDate, tradeGainPercent } from './trade-gain.ts';

describe('trade gain', () => {
  it('measures longs and shorts on the entry price', () => {
    expect(tradeGainPercent('long', 100, 150)).toBe(50);
    expect(tradeGainPercent('short', 200, 150)).toBe(25);
    expect(tradeGainPercent('long', 100, 90)).toBe(-10);
  });

  it('formats gains with a sign and one decimal, prices with Indian grouping', () => {
    expect(formatGain(59.424)).toBe('+59.4%');
    expect(formatGain(-10)).toBe('−10.0%');
    expect(formatPrice(37950)).toBe('37,950');
    expect(formatPrice(1234567.5)).toBe('12,34,567.50');
  });

  it('formats the close date without a time-zone shift', () => {
    expect(formatTradeDate('2021-10-14')).toBe('14 Oct 2021');
  });
});
