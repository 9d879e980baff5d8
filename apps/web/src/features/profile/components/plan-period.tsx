import type { User } from '@tlt/shared/user';
import { daysLeftInPeriod } from '@tlt/shared/india-time';
import { formatPeriodEnd, formatPeriodStart, nextPeriodLabel, planName } from '../../../lib/period-dates.ts';
import { currentPeriod, nextPeriod } from '@tlt/shared/subscription';
import { FactList, type Fact } from '../../../components/ui/fact-list.tsx';
import { useLingui } from '@lingui/react/macro';

/** The current plan (the period in force) on India's calendar, the days left in it, and a period queued after it. */
export function PlanPeriod({ user, now = new Date() }: { user: User; now?: Date }) {
  const { t } = useLingui();
  const payment = currentPeriod(user, now);
  if (!payment) {
    return (
      <p className="text-sm text-navy-700">
        {user.userType === 'admin' ? t`Admin accounts need no plan.` : t`No plan on this account.`}
      </p>
    );
  }
  // India days to the last day, today counted: "1 day left" on the last day itself.
  const left = Math.max(0, daysLeftInPeriod(now, new Date(payment.endDate)) + 1);
  const next = nextPeriod(user.payment, now);
  const facts: Fact[] = [
    [t`Plan`, planName(payment.planType)],
    [t`Started`, formatPeriodStart(payment.startDate, 'long')],
    [t`Ends`, formatPeriodEnd(payment.endDate, 'long')],
  ];
  return (
    <div>
      <FactList facts={facts} className="gap-x-6 gap-y-2" />
      <p className="mt-4 inline-flex rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900">
        {left === 1 ? t`1 day left` : t`${left} days left`}
      </p>
      {next && <p className="mt-3 text-sm font-semibold text-navy-900">{nextPeriodLabel(next)}</p>}
    </div>
  );
}
