import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Months of a period whose plan is no longer in the catalogue, from its dates (p: payments, pl: plans). */
export const MONTHS_OF = sql.raw(`coalesce(pl.months, greatest(1, round(extract(epoch from (p.end_date - p.start_date)) / 2629800))::int)`);

const countOf = (r: { rows: unknown[] }) => r.rows.length;

/** Rows of users or payments per statement: on PGlite's one connection, requests get their turn between batches. */
const BATCH = 5000;

/**
 * Runs `write(after, upTo)` over the table's ids in keyset batches (after < id <= upTo), so a first
 * run on 100,000 members is many short statements rather than one of several seconds. Answers the
 * sum of what the writes answered.
 */
async function inBatches(db: Db, table: 'users' | 'payments', write: (after: string, upTo: string) => Promise<number>): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let written = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: string }>(sql`
      select id from (select id from ${sql.raw(table)} where id > ${after}::uuid order by id limit ${BATCH}) b
      order by id desc limit 1`);
    if (!rows.length) return written;
    written += await write(after, rows[0].id);
    after = rows[0].id;
  }
}

/**
 * Expiries (decision 0029): each member's current period (the one ending last, users.paid_until)
 * that has ended is recorded once, dated at its end, so churn lands in the month the member left.
 * A member who renewed in time has a later period and is not recorded. Set-based, a batch of members
 * per statement; the unique key drops what was recorded before. Answers how many it wrote.
 */
export async function recordExpiries(db: Db, now = new Date()): Promise<number> {
  return inBatches(db, 'users', async (after, upTo) => countOf(await db.execute(sql`
    insert into subscription_events (key, user_id, kind, plan_type, months, amount_paise, period_start, period_end, payment_id, occurred_at)
    select distinct on (u.id) 'expiry:' || p.id, u.id, 'expiry', p.plan_type, ${MONTHS_OF}, 0, p.start_date, p.end_date, p.id, p.end_date
    from users u
    join payments p on p.user_id = u.id and p.end_date = u.paid_until
    left join plans pl on pl.plan_type = p.plan_type
    where u.id > ${after}::uuid and u.id <= ${upTo}::uuid and u.paid_until <= ${now.toISOString()}::timestamptz
      and not exists (select 1 from subscription_events e where e.key = 'expiry:' || p.id)
    order by u.id, p.created_at desc
    on conflict (key) do nothing
    returning 1`)));
}

/**
 * The payments and accepted refunds that have no event yet: those written before migration 0015, by
 * the demo seed or by hand. A member's earliest payment is their signup, the others renewals; the
 * signup's source as grantPaidPeriod would have said it (manual, webinar, the order's campaign,
 * direct). Dated when paid (or when the period began, if earlier). Answers how many it wrote.
 */
export async function recordMissingEvents(db: Db): Promise<number> {
  const payments = await inBatches(db, 'payments', async (after, upTo) => countOf(await db.execute(sql`
    insert into subscription_events (key, user_id, kind, plan_type, months, amount_paise, period_start, period_end, payment_id, source, occurred_at)
    select 'payment:' || p.id, p.user_id, case when first.id = p.id then 'signup' else 'renewal' end::subscription_event_kind,
      p.plan_type, ${MONTHS_OF}, p.amount_paise, p.start_date, p.end_date, p.id,
      case when first.id <> p.id then null
        when p.source = 'manual' then 'manual'
        when exists (select 1 from webinar_registrations w where w.email = u.email and w.created_at <= p.created_at) then 'webinar'
        else coalesce(o.utm_source, 'direct') end,
      least(p.created_at, p.start_date)
    from payments p
    join users u on u.id = p.user_id
    cross join lateral (select q.id from payments q where q.user_id = p.user_id order by q.start_date, q.created_at, q.id limit 1) first
    left join orders o on o.id = p.order_id
    left join plans pl on pl.plan_type = p.plan_type
    where p.id > ${after}::uuid and p.id <= ${upTo}::uuid
      and not exists (select 1 from subscription_events e where e.key = 'payment:' || p.id)
    on conflict (key) do nothing
    returning 1`)));
  const refunds = await db.execute(sql`
    insert into subscription_events (key, user_id, kind, plan_type, months, amount_paise, period_start, period_end, payment_id, refund_id, occurred_at)
    select 'refund:' || r.id, r.user_id, 'refund', p.plan_type, ${MONTHS_OF}, r.amount_paise, p.start_date, p.end_date, p.id, r.id, r.created_at
    from refunds r join payments p on p.id = r.payment_id left join plans pl on pl.plan_type = p.plan_type
    where (r.status = 'processed' or (r.status = 'pending' and r.provider_refund_id is not null))
      and not exists (select 1 from subscription_events e where e.key = 'refund:' || r.id)
    on conflict (key) do nothing
    returning 1`);
  return payments + countOf(refunds);
}

/**
 * Renew early queues a period after the one in force (issue 26 §4); users.current_plan names the
 * plan in force (migration 0021). When the earlier period ends, the queued one is in force: this
 * turns current_plan over for the members whose period in force at `now` is another plan's, a batch
 * of members per statement. Answers how many members it turned over.
 */
export async function rollQueuedPeriods(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  return inBatches(db, 'users', async (after, upTo) => {
    const { rows } = await db.execute<{ id: string }>(sql`
      select distinct u.id from users u join payments p on p.user_id = u.id
      where u.id > ${after}::uuid and u.id <= ${upTo}::uuid and u.paid_until > ${at}::timestamptz
        and p.start_date <= ${at}::timestamptz and p.end_date > ${at}::timestamptz
        and p.plan_type is distinct from u.current_plan`);
    if (rows.length) await db.execute(sql`select sync_users_current_period(${sql.param(rows.map((r) => r.id))}::uuid[], ${at}::timestamptz)`);
    return rows.length;
  });
}
