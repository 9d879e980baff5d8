import { endOfIndiaDay } from '@tlt/shared/india-time';
import { nextWebinarDate, WEBINAR_CUTOFF_HOUR_IST, WEBINAR_HOUR_IST } from '@tlt/shared/webinar-date';

/** However quiet the site, a page is drawn again after this long. */
export const PAGE_MAX_AGE_MS = 60 * 60_000;

/**
 * Until when a page drawn at `now` holds with nothing written: the pages print things that change
 * with the clock alone. The day's offer ends (prices drop back, the countdown goes), India's day
 * ends (the webinar's "offer ends today", the footer's year), and at Sunday's registration
 * cut-off the next webinar's date moves on a week. Whichever comes first, or the maximum age.
 */
export function pageExpiry(now: Date, offerExpiry: Date | null): number {
  const cutoff = nextWebinarDate(now).getTime() - (WEBINAR_HOUR_IST - WEBINAR_CUTOFF_HOUR_IST) * 3_600_000;
  const ends = [now.getTime() + PAGE_MAX_AGE_MS, endOfIndiaDay(now).getTime(), cutoff];
  if (offerExpiry && offerExpiry.getTime() > now.getTime()) ends.push(offerExpiry.getTime());
  return Math.min(...ends);
}
