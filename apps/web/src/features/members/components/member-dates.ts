import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { memberPeriod, type MemberPeriod } from '@tlt/shared/back-office/members';
import { daysLeftInPeriod } from '@tlt/shared/india-time';
import { relativeDate } from '@tlt/shared/relative-date';
import { translateShared } from '../../../lib/i18n.ts';

const DMY = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
const DMY_TIME = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** DD-MM-YYYY, the spec's recorded-date form (§9), in the viewer's zone. */
export const dmy = (iso: string) => DMY.format(new Date(iso)).replaceAll('/', '-');
/** DD-MM-YYYY HH:MM. */
export const dmyTime = (iso: string) => DMY_TIME.format(new Date(iso)).replaceAll('/', '-').replace(',', '');

export interface PeriodState {
  period: MemberPeriod | 'none';
  /** What the badge says: "Current", "Ends today", "Ends tomorrow", "Ends in 3 days", "Expired", "No plan". */
  label: MessageDescriptor;
}

export function periodState(endDate: string | null, now = new Date()): PeriodState {
  if (!endDate) return { period: 'none', label: msg`No plan` };
  const period = memberPeriod(endDate, now);
  if (period !== 'expiring') return { period, label: period === 'current' ? msg`Current` : msg`Expired` };
  // India days to the period's last day, as the dashboard and the reminder mails count them.
  const days = daysLeftInPeriod(now, new Date(endDate));
  return { period, label: days === 0 ? msg`Ends today` : days === 1 ? msg`Ends tomorrow` : msg`Ends in ${days} days` };
}

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

/** "Today, 14:05", "Yesterday, 09:30", "3d ago", then the date (spec §9 relative labels). */
export function seenLabel(iso: string, now = new Date()): string {
  const label = relativeDate(iso, now);
  const said = translateShared(label);
  return label === 'Today' || label === 'Yesterday' ? `${said}, ${TIME.format(new Date(iso))}` : said;
}
