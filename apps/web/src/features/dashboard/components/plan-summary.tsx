import { CalendarCheck } from 'lucide-react';
import type { User } from '@tlt/shared/user';
import { formatPeriodEnd, nextPeriodLabel } from '@tlt/shared/period-dates';
import { currentPeriod, nextPeriod } from '@tlt/shared/subscription';

/** The current plan (the period in force) and a queued one bought early; admins usually have none and see nothing. */
export function PlanSummary({ user, now = new Date() }: { user: User; now?: Date }) {
  const current = currentPeriod(user, now);
  if (!current) return null;
  const next = nextPeriod(user.payment, now);
  return (
    <p className="mt-3 inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900">
      <CalendarCheck className="size-4" aria-hidden />
      <span>{current.planType} plan · active until {formatPeriodEnd(current.endDate, 'long')}</span>
      {next && <span>· {nextPeriodLabel(next)}</span>}
    </p>
  );
}
