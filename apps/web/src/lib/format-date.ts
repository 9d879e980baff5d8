import { formatIndiaLongDate, MONTH_NAMES } from '@tlt/shared/india-time';

/** A date in the viewer's own time zone, e.g. "5 March 2025". */
export function formatDate(iso: string | Date): string {
  // en-IN's long date, by hand for the reason formatIndiaLongDate gives (format-date.test.ts).
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * A date as India's calendar has it, e.g. "5 March 2025": the same on the server and in every
 * browser, for server-rendered pages (a blog's date), whose HTML must not depend on a time zone.
 */
export function formatIndiaDate(iso: string | Date): string {
  return formatIndiaLongDate(typeof iso === 'string' ? new Date(iso) : iso);
}
