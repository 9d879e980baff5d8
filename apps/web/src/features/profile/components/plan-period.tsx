import type { User } from '@tlt/shared/user';
import { daysLeft, formatDate } from '../../../lib/format-date.ts';

/** The current plan (payment[0]) with its period in the viewer's zone and the days left. */
export function PlanPeriod({ user }: { user: User }) {
  const payment = user.payment[0];
  if (!payment) {
    return (
      <p className="text-sm text-navy-700">
        {user.userType === 'admin' ? 'Admin accounts need no plan.' : 'No plan on this account.'}
      </p>
    );
  }
  const left = daysLeft(payment.endDate);
  const rows = [
    ['Plan', payment.planType],
    ['Started', formatDate(payment.startDate)],
    ['Ends', formatDate(payment.endDate)],
  ];
  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-navy-600">{label}</dt>
            <dd className="font-semibold text-navy-950">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 inline-flex rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900">
        {left === 1 ? '1 day left' : `${left} days left`}
      </p>
    </div>
  );
}
