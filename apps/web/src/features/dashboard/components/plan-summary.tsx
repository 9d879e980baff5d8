import { CalendarCheck } from 'lucide-react';
import type { User } from '@tlt/shared/user';
import { formatPeriodEnd, nextPeriodLabel, planName } from '../../../lib/period-dates.ts';
import { currentPeriod, nextPeriod } from '@tlt/shared/subscription';
import { Trans } from '@lingui/react/macro';

/** The current plan (the period in force) and a queued one bought early; admins usually have none and see nothing. */
export function PlanSummary({ user, now = new Date() }: { user: User; now?: Date }) {
  const current = currentPeriod(user, now);
  if (!current) return null;
  const next = nextPeriod(user.payment, now);
  return (
    <div className="mt-3 flex flex-col items-start gap-1.5">
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900">
        <CalendarCheck className="size-4 shrink-0" aria-hidden />
        <PlanLine plan={planName(current.planType)} until={formatPeriodEnd(current.endDate, 'long')} />
      </p>
      {next && <p className="px-3 text-sm font-medium text-navy-700">{nextPeriodLabel(next)}</p>}
    </div>
  );
}

function PlanLine({ plan, until }: { plan: string; until: string }) {
  return <Trans>{plan} plan · active until {until}</Trans>;
}
