import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SubscriptionAnalytics } from '@tlt/shared/back-office/analytics';
import { ChartFigure } from './chart-figure.tsx';
import { NAMED_SIGNUP_SOURCES } from '@tlt/shared/back-office/analytics';
import { calendarFormat, monthName } from './subscription-figures.tsx';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { currentLocale, translateShared } from '../../../lib/i18n.ts';

// The theme's variables (theme.css), so the bars, grid and labels turn with the theme.
const COLORS = {
  signups: 'var(--color-emerald-600)', renewals: 'var(--color-navy-600)', churn: 'var(--color-amber-600)',
  grid: 'var(--color-navy-100)', axis: 'var(--color-navy-700)', cursor: 'var(--color-navy-50)',
};
/** "10 Mar" for "2030-03-10"; "Mar 30" for "2030-03" (Hindi pages: "10 मार्च", "मार्च 30"). */
const dayLabel = (date: string) => calendarFormat({ day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`));
const monthLabel = (month: string) => calendarFormat({ month: 'short', year: '2-digit' }).format(new Date(`${month}-01T00:00:00Z`));

/** A source the server names ("manual") in the page's language; a campaign's own name is data. */
const isNamed = (source: string) => NAMED_SIGNUP_SOURCES.includes(source);
const sourceLabel = (source: string) => (isNamed(source) ? translateShared(source) : source);
function SourceName({ source }: { source: string }) {
  return isNamed(source) ? <>{translateShared(source)}</> : <span translate="no">{source}</span>;
}

/** A source's name on the chart's axis: a campaign's own name marked as data (the walk reads the SVG too). */
function SourceTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value: string } }) {
  const source = payload?.value ?? '';
  return (
    // React's SVG types lack the global `translate` attribute; the DOM takes it on any element.
    <text x={x} y={y} dy={4} textAnchor="end" fill={COLORS.axis} fontSize={12} {...(isNamed(source) ? {} : ({ translate: 'no' } as object))}>
      {sourceLabel(source)}
    </text>
  );
}

const signupCount = (n: number) => (n === 1 ? t`${n} signup` : t`${n} signups`);
const renewalCount = (n: number) => (n === 1 ? t`${n} renewal` : t`${n} renewals`);
const lapsedCount = (n: number) => (n === 1 ? t`${n} member lapsed without renewing` : t`${n} members lapsed without renewing`);

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
  const signups = signupCount(total);
  const bestDay = total === 0 ? '' : dayLabel(best.date);
  const bestCount = best?.count ?? 0;
  const summary = total === 0
    ? t`No signups in the last 30 days.`
    : t`${signups} in the last 30 days; the most on ${bestDay} (${bestCount}).`;
  const data = days.map((d) => ({ day: dayLabel(d.date), Signups: d.count }));
  return (
    <ChartFigure title={t`Signups by day`} summary={summary} table={{ columns: [t`Day`, t`Signups`], rows: days.map((d) => [dayLabel(d.date), d.count]) }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={SIZE}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={COLORS.grid} vertical={false} />
          <XAxis dataKey="day" {...AXIS} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} width="auto" {...AXIS} />
          <Tooltip {...TOOLTIP} />
          <Bar dataKey="Signups" name={t`Signups`} fill={COLORS.signups} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function SignupsBySource({ sources }: { sources: SubscriptionAnalytics['signupsBySource'] }) {
  // Hindi pages mark a campaign's own name as data; English ones need no mark, and keep one plain sentence.
  const counts = currentLocale() === 'en'
    ? sources.map((s) => `${s.source} ${s.count}`).join(', ')
    : sources.map((s, i) => <span key={s.source}>{i > 0 && ', '}<SourceName source={s.source} /> {s.count}</span>);
  const summary = sources.length === 0 ? t`No signups in the last 30 days.` : <Trans>Last 30 days: {counts}.</Trans>;
  return (
    <ChartFigure title={t`Signups by source`} summary={summary}
      table={{ columns: [t`Source`, t`Signups`], rows: sources.map((s) => [<SourceName key={s.source} source={s.source} />, s.count]) }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={SIZE}>
        <BarChart data={sources} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={COLORS.grid} horizontal={false} />
          <XAxis type="number" allowDecimals={false} {...AXIS} />
          <YAxis type="category" dataKey="source" width={84} {...AXIS} tick={SourceTick} />
          <Tooltip {...TOOLTIP} labelFormatter={(label) => sourceLabel(String(label))} />
          <Bar dataKey="count" name={t`Signups`} fill={COLORS.signups} radius={[0, 3, 3, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function RenewalsAndChurn({ months }: { months: SubscriptionAnalytics['byMonth'] }) {
  const sum = (k: 'signups' | 'renewals' | 'expiries') => months.reduce((n, m) => n + m[k], 0);
  const from = monthName(months[0].month);
  const to = monthName(months.at(-1)!.month);
  const signups = signupCount(sum('signups'));
  const renewals = renewalCount(sum('renewals'));
  const lapsed = lapsedCount(sum('expiries'));
  const summary = t`Last 12 months (${from} to ${to}): ${signups}, ${renewals} and ${lapsed}.`;
  const data = months.map((m) => ({ month: monthLabel(m.month), Signups: m.signups, Renewals: m.renewals, Churned: m.expiries }));
  return (
    <ChartFigure
      title={t`Renewals and churn by month`}
      summary={summary}
      table={{ columns: [t`Month`, t`Signups`, t`Renewals`, t`Churned`], rows: months.map((m) => [monthName(m.month), m.signups, m.renewals, m.expiries]) }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={SIZE}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={COLORS.grid} vertical={false} />
          <XAxis dataKey="month" {...AXIS} interval="preserveStartEnd" minTickGap={8} />
          <YAxis allowDecimals={false} width="auto" {...AXIS} />
          <Tooltip {...TOOLTIP} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="Signups" name={t`Signups`} fill={COLORS.signups} radius={[3, 3, 0, 0]} />
          <Bar dataKey="Renewals" name={t`Renewals`} fill={COLORS.renewals} radius={[3, 3, 0, 0]} />
          <Bar dataKey="Churned" name={t`Churned`} fill={COLORS.churn} radius={[3, 3, 0, 0]} />
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
