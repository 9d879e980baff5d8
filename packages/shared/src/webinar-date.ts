import { formatIndiaLongDate, fromIndiaWallClock, indiaWallClock } from './india-time.ts';

/** The free webinar runs at 7 PM India time every Sunday (site-and-admin §4, §9). */
export const WEBINAR_HOUR_IST = 19;
/**
 * Registrations for today's session close at 16:00 IST. 16:00:00 itself already counts as
 * "after 16:00": the cut-off is the first moment that belongs to next week's slot, so a
 * Sunday sign-up is taken for today only while the clock reads 15:59:59 or earlier.
 */
export const WEBINAR_CUTOFF_HOUR_IST = 16;

/** The instant of the next 7 PM IST Sunday slot a registration made at `now` belongs to. */
export function nextWebinarDate(now: Date): Date {
  const ist = indiaWallClock(now);
  const weekday = ist.getUTCDay(); // 0 = Sunday, in India
  let daysAhead = (7 - weekday) % 7;
  if (daysAhead === 0 && ist.getUTCHours() >= WEBINAR_CUTOFF_HOUR_IST) daysAhead = 7;
  return fromIndiaWallClock(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + daysAhead, WEBINAR_HOUR_IST);
}

/** "23 November 2026", the calendar date of a slot in India. */
export function formatWebinarDay(slot: Date): string {
  return formatIndiaLongDate(slot);
}

/** The page's line for the next session: "7 PM, Sunday, 23 November 2026". */
export function webinarSlotLabel(slot: Date): string {
  return `7 PM, Sunday, ${formatWebinarDay(slot)}`;
}

/**
 * The slot as every funnel surface states it (page, form, success page, mail): the admin's custom
 * text when one is set, else the computed "7 PM, Sunday, {date}".
 */
export function webinarSlotText(slot: Date, customText?: string | null): string {
  return customText?.trim() || webinarSlotLabel(slot);
}
