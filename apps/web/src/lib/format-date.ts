const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
const DAY_MS = 24 * 3600 * 1000;

/** A date in the viewer's own time zone, e.g. "5 March 2025". */
export function formatDate(iso: string | Date): string {
  return DATE.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** Whole days left until `end` (0 once past), counting a started day as one. */
export function daysLeft(end: string | Date, now = new Date()): number {
  const ms = new Date(end).getTime() - now.getTime();
  return Math.max(0, Math.ceil(ms / DAY_MS));
}
