import type { LucideIcon } from 'lucide-react';
import { BadgeIndianRupee, RotateCcw, UsersRound, Wallet } from 'lucide-react';
import type { SubscriptionAnalytics } from '@tlt/shared/back-office/analytics';
import { formatRupees } from '@tlt/shared/money-format';

const COUNT = new Intl.NumberFormat('en-IN');
const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "March 2030" for "2030-03". */
export const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));
/** Whole rupees with Indian grouping (₹3,83,333) from paise. */
export const rupeesOf = (paise: number) => formatRupees(Math.round(paise / 100));
const times = (n: number, one: string, many: string) => `${COUNT.format(n)} ${n === 1 ? one : many}`;

interface Figure {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
}

/** The four figures at the top of the dashboard: members, monthly-equivalent revenue, money in and out this month. */
export function SubscriptionFigures({ data }: { data: SubscriptionAnalytics }) {
  const month = monthName(data.month);
  const figures: Figure[] = [
    { label: 'Active members', value: COUNT.format(data.activeMembers), note: 'With a paid period running today.', icon: UsersRound },
    {
      label: 'Monthly-equivalent revenue',
      value: rupeesOf(data.monthlyRevenuePaise),
      note: 'Each running plan’s price (less refunds) divided by its months.',
      icon: BadgeIndianRupee,
    },
    {
      label: `Collections in ${month}`,
      value: rupeesOf(data.collections.amountPaise),
      note: `${times(data.collections.count, 'signup or renewal', 'signups and renewals')} paid.`,
      icon: Wallet,
    },
    {
      label: `Refunds in ${month}`,
      value: rupeesOf(data.refunds.amountPaise),
      note: `${times(data.refunds.count, 'refund', 'refunds')} issued.`,
      icon: RotateCcw,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-5">
      {figures.map(({ label, value, note, icon: Icon }) => (
        <div key={label} className="flex flex-col rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:p-5">
          <dt className="flex items-start justify-between gap-2 text-xs font-semibold text-navy-700 sm:text-sm">
            {label}
            <Icon className="size-5 shrink-0 text-emerald-600" aria-hidden />
          </dt>
          <dd className="mt-2 text-xl font-extrabold tracking-tight text-navy-950 tabular-nums sm:text-3xl">{value}</dd>
          <dd className="mt-1 text-xs text-navy-600">{note}</dd>
        </div>
      ))}
    </dl>
  );
}
