import { DISCOUNT_MIN_MONTHS_EXCLUSIVE, NO_COST_EMI_MIN_MONTHS } from './plans.ts';
import { indiaTimeOnDayOf } from './india-time.ts';

/** Today's offer end (India date, `endsAt` HH:MM India time) and whether it has passed. */
export function offerWindow(now: Date, endsAt: string): { expiry: Date; expired: boolean } {
  const expiry = indiaTimeOnDayOf(now, endsAt);
  return { expiry, expired: now.getTime() >= expiry.getTime() };
}

/** A discount applies only to plans longer than 6 months (site-and-admin §9). */
export const discountApplies = (months: number) => months > DISCOUNT_MIN_MONTHS_EXCLUSIVE;
export const hasNoCostEmi = (months: number) => months >= NO_COST_EMI_MIN_MONTHS;

/** The charge in paise, rounded to whole rupees. */
export function chargePaise(basePaise: number, months: number, discountPercent: number): number {
  const pct = discountApplies(months) ? Math.min(Math.max(discountPercent, 0), 90) : 0;
  return Math.round((basePaise * (100 - pct)) / 100 / 100) * 100;
}
