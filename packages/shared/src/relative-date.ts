import { differenceInCalendarDays, format } from 'date-fns';

/**
 * The relative-date labels of site-and-admin §9 for comments and posts: Today, Yesterday,
 * 2d … 7d ago, then 1, 2, 3 weeks ago, then the full date (DD-MM-YYYY). Days are calendar
 * days in the runtime's zone (the reader's, in the browser); a time in the future reads Today.
 */
export function relativeDate(when: Date | string, now: Date = new Date()): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 7) return `${days}d ago`;
  const weeks = Math.floor(days / 7);
  if (weeks <= 3) return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  return format(date, 'dd-MM-yyyy');
}

/** The spec's recorded-date format, DD-MM-YYYY HH:MM:SS, for titles and tooltips. */
export function recordedDate(when: Date | string): string {
  return format(typeof when === 'string' ? new Date(when) : when, 'dd-MM-yyyy HH:mm:ss');
}
