import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberRow } from '@tlt/shared/back-office/members';
import { cn } from '../../../lib/cn.ts';
import { periodState } from './member-dates.ts';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';
const PERIOD_STYLE = {
  current: 'bg-emerald-100 text-emerald-900',
  expiring: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-800',
  none: 'bg-navy-100 text-navy-700',
} as const;

/** The member's paid period at a glance; admins need none and say so. */
export function PeriodBadge({ member }: { member: Pick<MemberRow, 'endDate' | 'userType'> }) {
  const { i18n } = useLingui();
  if (member.userType === 'admin') return <span className={cn(BADGE, 'bg-navy-900 text-white')}><Trans>Admin</Trans></span>;
  const { period, label } = periodState(member.endDate);
  return <span className={cn(BADGE, PERIOD_STYLE[period])}>{i18n._(label)}</span>;
}

export function SuspendedBadge() {
  return <span className={cn(BADGE, 'bg-red-700 text-white')}><Trans>Suspended</Trans></span>;
}

export function ProfitableBadge() {
  return <span className={cn(BADGE, 'bg-emerald-700 text-white')}><Trans>Profitable</Trans></span>;
}
