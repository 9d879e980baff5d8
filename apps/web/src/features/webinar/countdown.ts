/** India has no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;
/**
 * Spec §4 "reloads when its fifth value is under 1200": the original countdown's fifth value
 * is the milliseconds left. Under 1.2 s the day's offer has ended and a new one starts, so
 * the page refreshes its data then (no full reload: the countdown simply rolls to tomorrow).
 */
export const ROLLOVER_MS = 1200;

/** Milliseconds from `now` to the next midnight in India (the "offer ends in" target). */
export function msToEndOfDayIst(now: Date): number {
  const ist = now.getTime() + IST_OFFSET_MS;
  return DAY_MS - (((ist % DAY_MS) + DAY_MS) % DAY_MS);
}

/** HH, MM and SS, zero-padded, of a duration. */
export function hms(ms: number): [string, string, string] {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(Math.floor(total / 3600)), pad(Math.floor((total % 3600) / 60)), pad(total % 60)];
}
