import { NO_RECORDS } from '@tlt/shared/back-office/lists';

/** The spec's empty state for an admin list ("No Records Found"). */
export const EMPTY = NO_RECORDS;

/** Stored text, or a dash when there is none. */
export function orDash(v: string | null | undefined): string {
  return v && v.trim() !== '' ? v : '—';
}
