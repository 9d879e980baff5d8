import { CalendarCheck } from 'lucide-react';
import type { User } from '@tlt/shared/user';
import { currentPeriodEnd } from '@tlt/shared/subscription';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** The current plan (payment[0]); admins usually have none and see nothing. */
export function PlanSummary({ user }: { user: User }) {
  const end = currentPeriodEnd(user);
  const plan = user.payment[0]?.planType;
  if (!end || !plan) return null;
  return (
    <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900">
      <CalendarCheck className="size-4" aria-hidden />
      {plan} plan · active until {DATE.format(end)}
    </p>
  );
}
