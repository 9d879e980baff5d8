import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { IndiaWindow } from './india-window.ts';

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Which of the India days or months (their first instants, oldest first) a row's time falls in, as
 * 1…n: width_bucket over the bounds, one comparison search per row instead of formatting each
 * timestamp, and no time-zone database (the bounds are India's midnights as instants).
 */
const bucketOf = (column: string, starts: Date[], end: Date) => {
  const bounds = [...starts, end].map((d) => d.getTime() / 1000).join(',');
  return sql.raw(`width_bucket(extract(epoch from ${column})::float8, array[${bounds}]::float8[])`);
};

const rowsOf = async <T>(q: PromiseLike<{ rows: T[] }>) => (await q).rows;
const num = (v: unknown) => Number(v ?? 0);

/**
 * The periods running now, from the signup and renewal events: members whose period began and has
 * not ended (nor been cut short by a full refund), and each period's price less what was refunded
 * of it, divided by its months. Refunds are few, so they are summed once per payment and joined.
 */
async function running(db: Db, w: IndiaWindow) {
  const [row] = await rowsOf<{ members: string; revenue: string }>(db.execute(sql`
    select count(distinct e.user_id) as members,
      coalesce(round(sum(greatest(e.amount_paise - coalesce(r.refunded, 0), 0)::numeric / e.months)), 0) as revenue
    from subscription_events e
    join users u on u.id = e.user_id and u.user_type = 'normal' and u.active
    left join (
      select payment_id, sum(amount_paise) as refunded, min(period_end) as cut
      from subscription_events where kind = 'refund' group by payment_id
    ) r on r.payment_id = e.payment_id
    where e.kind in ('signup', 'renewal') and e.period_end > ${at(w.now)} and e.period_start <= ${at(w.now)}
      and (r.cut is null or r.cut > ${at(w.now)})`));
  return { activeMembers: num(row?.members), monthlyRevenuePaise: num(row?.revenue) };
}

/** Money in and out this India month: signups and renewals paid, refunds accepted. */
async function thisMonth(db: Db, w: IndiaWindow) {
  const rows = await rowsOf<{ money: string; count: string; amount: string }>(db.execute(sql`
    select case when kind = 'refund' then 'out' else 'in' end as money, count(*) as count, coalesce(sum(amount_paise), 0) as amount
    from subscription_events
    where kind in ('signup', 'renewal', 'refund') and occurred_at >= ${at(w.monthStart)} and occurred_at <= ${at(w.now)}
    group by 1`));
  const of = (m: string) => {
    const r = rows.find((x) => x.money === m);
    return { count: num(r?.count), amountPaise: num(r?.amount) };
  };
  return { collections: of('in'), refunds: of('out') };
}

/** Signups per India day and per source over the last days (today so far included). */
async function signups(db: Db, w: IndiaWindow) {
  const since = sql`kind = 'signup' and occurred_at >= ${at(w.daysFrom)} and occurred_at <= ${at(w.now)}`;
  const [byDay, bySource] = await Promise.all([
    rowsOf<{ day: number; count: string }>(db.execute(sql`
      select ${bucketOf('occurred_at', w.dayStarts, w.todayEnd)} as day, count(*) as count from subscription_events where ${since} group by 1`)),
    rowsOf<{ source: string; count: string }>(db.execute(sql`
      select coalesce(source, 'direct') as source, count(*) as count from subscription_events where ${since}
      group by 1 order by 2 desc, 1 limit 12`)),
  ]);
  const perDay = new Map(byDay.map((r) => [num(r.day), num(r.count)]));
  return {
    signupsByDay: w.days.map((date, i) => ({ date, count: perDay.get(i + 1) ?? 0 })),
    signupsBySource: bySource.map((r) => ({ source: r.source, count: num(r.count) })),
  };
}

/** Signups, renewals and expiries (churn) per India month. */
async function byMonth(db: Db, w: IndiaWindow) {
  const rows = await rowsOf<{ month: number; kind: string; count: string }>(db.execute(sql`
    select ${bucketOf('occurred_at', w.monthStarts, w.nextMonthStart)} as month, kind, count(*) as count from subscription_events
    where kind in ('signup', 'renewal', 'expiry') and occurred_at >= ${at(w.monthsFrom)} and occurred_at <= ${at(w.now)}
    group by 1, 2`));
  const count = (i: number, kind: string) => num(rows.find((r) => num(r.month) === i + 1 && r.kind === kind)?.count);
  return w.months.map((month, i) => ({ month, signups: count(i, 'signup'), renewals: count(i, 'renewal'), expiries: count(i, 'expiry') }));
}

/** The dashboard's figures from subscription_events (decision 0029). */
export async function subscriptionFigures(db: Db, w: IndiaWindow) {
  const [run, money, days, months] = await Promise.all([running(db, w), thisMonth(db, w), signups(db, w), byMonth(db, w)]);
  return { ...run, ...money, ...days, byMonth: months };
}
