import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SubscriptionAnalytics } from '@tlt/shared/back-office/analytics';
import { ChartFigure } from './chart-figure.tsx';
import { monthName } from './subscription-figures.tsx';
import { t } from '@lingui/core/macro';

// The theme's variables (theme.css), so the bars, grid and labels turn with the theme.
const COLORS = {
  signups: 'var(--color-emerald-600)', renewals: 'var(--color-navy-600)', churn: 'var(--color-amber-600)',
  grid: 'var(--color-navy-100)', axis: 'var(--color-navy-700)', cursor: 'var(--color-navy-50)',
};
const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const SHORT_MONTH = new Intl.DateTimeFormat('en-IN', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** "10 Mar" for "2030-03-10"; "Mar 30" for "2030-03". */
const dayLabel = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));
const monthLabel = (month: string) => SHORT_MONTH.format(new Date(`${month}-01T00:00:00Z`));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A fixed first size, so the chart draws before (or without) a measurement; the container then fits its box. */
const SIZE = { width: 320, height: 240 };
const TOOLTIP = {
  cursor: { fill: COLORS.cursor },
  contentStyle: { background: 'var(--background-color-white)', borderColor: 'var(--color-navy-100)', color: 'var(--color-navy-900)' },
};
const AXIS = { tick: { fill: COLORS.axis, fontSize: 12 }, stroke: COLORS.grid };
// The count axes are as wide as their longest label (width "auto", no negative margin): a fixed
// 60 px pulled 24 px left clipped the first digit of 4-digit counts on a phone (issue 26).

function SignupsByDay({ days }: { days: SubscriptionAnalytics['signupsByDay'] }) {
  const total = days.reduce((n, d) => n + d.count, 0);
  const best = days.reduce((a, d) => (d.count > a.count ? d : a), days[0]);
  const summary = total === 0
    ? 'No signups in the last 30 days.'
    : `${plural(total, 'signup')} in the last 30 days; the most on ${dayLabel(best.date)} (${best.count}).`;
  const data = days.map((d) => ({ day: dayLabel(d.date), Signups: d.count }));
  return (
    <ChartFigure title={t`Signups by day`} summary={summary} table={{ columns: ['Day', 'Signups'], rows: days.map((d) => [dayLabel(d.date), d.count]) }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={SIZE}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={COLORS.grid} vertical={false} />
          <XAxis dataKey="day" {...AXIS} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} width="auto" {...AXIS} />
          <Tooltip {...TOOLTIP} />
          <Bar dataKey="Signups" fill={COLORS.signups} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function SignupsBySource({ sources }: { sources: SubscriptionAnalytics['signupsBySource'] }) {
  const summary = sources.length === 0
    ? 'No signups in the last 30 days.'
    : `Last 30 days: ${sources.map((s) => `${s.source} ${s.count}`).join(', ')}.`;
  return (
    <ChartFigure title={t`Signups by source`} summary={summary} table={{ columns: ['Source', 'Signups'], rows: sources.map((s) => [s.source, s.count]) }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={SIZE}>
        <BarChart data={sources} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={COLORS.grid} horizontal={false} />
          <XAxis type="number" allowDecimals={false} {...AXIS} />
          <YAxis type="category" dataKey="source" width={84} {...AXIS} />
          <Tooltip {...TOOLTIP} />
          <Bar dataKey="count" name="Signups" fill={COLORS.signups} radius={[0, 3, 3, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function RenewalsAndChurn({ months }: { months: SubscriptionAnalytics['byMonth'] }) {
  const sum = (k: 'signups' | 'renewals' | 'expiries') => months.reduce((n, m) => n + m[k], 0);
  const summary = `Last 12 months (${monthName(months[0].month)} to ${monthName(months.at(-1)!.month)}): ` +
    `${plural(sum('signups'), 'signup')}, ${plural(sum('renewals'), 'renewal')} and ${plural(sum('expiries'), 'member', 'members')} lapsed without renewing.`;
  const data = months.map((m) => ({ month: monthLabel(m.month), Signups: m.signups, Renewals: m.renewals, Churned: m.expiries }));
  return (
    <ChartFigure
      title={t`Renewals and churn by month`}
      summary={summary}
      table={{ columns: ['Month', 'Signups', 'Renewals', 'Churned'], rows: months.map((m) => [monthName(m.month), m.signups, m.renewals, m.expiries]) }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={SIZE}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={COLORS.grid} vertical={false} />
          <XAxis dataKey="month" {...AXIS} interval="preserveStartEnd" minTickGap={8} />
          <YAxis allowDecimals={false} width="auto" {...AXIS} />
          <Tooltip {...TOOLTIP} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="Signups" fill={COLORS.signups} radius={[3, 3, 0, 0]} />
          <Bar dataKey="Renewals" fill={COLORS.renewals} radius={[3, 3, 0, 0]} />
          <Bar dataKey="Churned" fill={COLORS.churn} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** The dashboard's charts (recharts, in a chunk of its own loaded only here). */
export default function SubscriptionCharts({ data }: { data: SubscriptionAnalytics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:gap-5">
      <SignupsByDay days={data.signupsByDay} />
      <SignupsBySource sources={data.signupsBySource} />
      <div className="lg:col-span-2">
        <RenewalsAndChurn months={data.byMonth} />
      </div>
    </div>
  );
}
