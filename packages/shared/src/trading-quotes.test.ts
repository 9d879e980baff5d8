import { describe, expect, it } from 'vitest';
import { randomQuoteIndex, TRADING_QUOTES } from './trading-quotes.ts';

describe('trading quotes', () => {
  it('holds about 45 distinct, attributed quotes', () => {
    expect(TRADING_QUOTES.length).toBeGreaterThanOrEqual(40);
    expect(TRADING_QUOTES.length).toBeLessThanOrEqual(50);
    expect(new Set(TRADING_QUOTES.map((q) => q.text)).size).toBe(TRADING_QUOTES.length);
    for (const q of TRADING_QUOTES) {
      expect(q.text.trim()).not.toBe('');
      expect(q.author.trim()).not.toBe('');
    }
  });

  it('picks a start anywhere in the list, never past its end', () => {
    const n = TRADING_QUOTES.length;
    expect(randomQuoteIndex(n, () => 0)).toBe(0);
    expect(randomQuoteIndex(n, () => 0.5)).toBe(Math.floor(n / 2));
    expect(randomQuoteIndex(n, () => 0.9999999)).toBe(n - 1);
    expect(randomQuoteIndex(n, () => 1)).toBe(n - 1);
  });
});
