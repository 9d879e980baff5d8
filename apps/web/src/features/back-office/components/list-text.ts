import { NO_RECORDS } from '@tlt/shared/back-office/lists';
import { translateShared } from '../../../lib/i18n.ts';

/** The spec's empty state for an admin list ("No Records Found"), in the page's language (read when drawn). */
export const emptyText = (): string => translateShared(NO_RECORDS);

/** Stored text, or a dash when there is none. */
export function orDash(v: string | null | undefined): string {
  return v && v.trim() !== '' ? v : '—';
}
