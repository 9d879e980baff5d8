import { formatDay } from '../../../lib/period-dates.ts';

export type TradeDirection = 'long' | 'short';

/** Percent gained on the entry price; a short gains when the price falls. Derived, so it never disagrees with the prices. */
export function tradeGainPercent(direction: TradeDirection, entry: number, exit: number): number {
  const move = direction === 'long' ? exit - entry : entry - exit;
  return (move / entry) * 100;
}

export function formatGain(percent: number): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent).toLocaleString('en-IN', { maximumFractionDigits: 1, minimumFractionDigits: 1 })}%`;
}

export const CURRENCY_SYMBOL = { INR: '₹', USD: '$' } as const;

export function formatPrice(value: number): string {
  // Paise show as two digits (312.50), whole prices without (37,950).
  const digits = Number.isInteger(value) ? 0 : 2;
  return value.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** "14 Oct 2021" ("14 अक्तू॰ 2021" on Hindi pages) from "2021-10-14", the same in every time zone. */
export const formatTradeDate = (isoDate: string): string => formatDay(isoDate, 'short');
