import { DISCOUNT_MIN_MONTHS_EXCLUSIVE, NO_COST_EMI_MIN_MONTHS } from './plans.ts';

/** India has no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Today's offer end (India date, `endsAt` HH:MM India time) and whether it has passed. */
export function offerWindow(now: Date, endsAt: string): { expiry: Date; expired: boolean } {
  const [h, m] = endsAt.split(':').map(Number);
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const expiry = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), h, m) - IST_OFFSET_MS);
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

/** Seconds left on a countdown to `expiry`; negative once past. */
export const secondsLeft = (now: Date, expiry: Date) => Math.floor((expiry.getTime() - now.getTime()) / 1000);

/** HH:MM:SS for a countdown (never negative). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
