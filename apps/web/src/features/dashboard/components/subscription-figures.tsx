import type { LucideIcon } from 'lucide-react';
import { BadgeIndianRupee, RotateCcw, UsersRound, Wallet } from 'lucide-react';
import type { SubscriptionAnalytics } from '@tlt/shared/back-office/analytics';
import { formatRupees } from '@tlt/shared/money-format';
import { useLingui } from '@lingui/react/macro';
import { currentLocale } from '../../../lib/i18n.ts';

const COUNT = new Intl.NumberFormat('en-IN');
const formats = new Map<string, Intl.DateTimeFormat>();

/** A calendar formatter in the page's language (en-IN or hi-IN), made once each when first used. */
export function calendarFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLocale() === 'hi' ? 'hi-IN' : 'en-IN';
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
  return format;
}

/** "March 2030" ("मार्च 2030" on Hindi pages) for "2030-03". */
export const monthName = (month: string) => calendarFormat({ month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`));
/** Whole rupees with Indian grouping (₹3,83,333) from paise. */
export const rupeesOf = (paise: number) => formatRupees(Math.round(paise / 100));

interface Figure {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
}

/** The four figures at the top of the dashboard: members, monthly-equivalent revenue, money in and out this month. */
export function SubscriptionFigures({ data }: { data: SubscriptionAnalytics }) {
  const { t } = useLingui();
  const paid = COUNT.format(data.collections.count);
  const refunds = COUNT.format(data.refunds.count);
  const month = monthName(data.month);
  const figures: Figure[] = [
    { label: t`Active members`, value: COUNT.format(data.activeMembers), note: t`With a paid period running today.`, icon: UsersRound },
    {
      label: t`Monthly-equivalent revenue`,
      value: rupeesOf(data.monthlyRevenuePaise),
      note: t`Each running plan’s price (less refunds) divided by its months.`,
      icon: BadgeIndianRupee,
    },
    {
      label: t`Collections in ${month}`,
      value: rupeesOf(data.collections.amountPaise),
      note: data.collections.count === 1 ? t`${paid} signup or renewal paid.` : t`${paid} signups and renewals paid.`,
      icon: Wallet,
    },
    {
      label: t`Refunds in ${month}`,
      value: rupeesOf(data.refunds.amountPaise),
      note: data.refunds.count === 1 ? t`${refunds} refund issued.` : t`${refunds} refunds issued.`,
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
