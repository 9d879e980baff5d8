/**
 * The back-office benchmark's data, set-based (generate_series), so 100,000 members take seconds:
 * names from 40 first and 50 last names, e-mails on five domains, Indian mobiles typed four ways
 * (+91 98765 43210, 09876543210, 9876543210, +91-9876543210), joined over ~2 years (newest first
 * is the list's order), 2% suspended, 5% profitable; a paid period each (3, 6 or 12 months from
 * joining) and a 12-month renewal for 40% of those whose first period ended: ~125,000 payments,
 * whose trigger fills users.paid_until and current_plan (migration 0012); 50,000 live sessions with
 * a last use. Then VACUUM ANALYZE.
 */
import { type Exec, runSeed } from './bench-db.ts';

export const MEMBERS = 100_000;

const FIRST = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Arjun', 'Asha', 'Deepak', 'Divya', 'Farhan', 'Gaurav', 'Harish', 'Isha', 'Kavita', 'Kiran',
  'Lakshmi', 'Manoj', 'Meera', 'Mohit', 'Neha', 'Nikhil', 'Om', 'Pooja', 'Pradeep', 'Priya', 'Rahul', 'Rajesh', 'Ravi', 'Rohit',
  'Sanjay', 'Shreya', 'Sneha', 'Suresh', 'Tanvi', 'Uday', 'Varun', 'Vikram', 'Vivek', 'Yash', 'Zara', 'Zoya',
];
const LAST = [
  'Agarwal', 'Bansal', 'Bhat', 'Chopra', 'Das', 'Desai', 'Dutta', 'Gill', 'Gupta', 'Iyer', 'Jain', 'Joshi', 'Kapoor', 'Kaur',
  'Khan', 'Kulkarni', 'Kumar', 'Malhotra', 'Mehta', 'Menon', 'Mishra', 'Nair', 'Naidu', 'Pandey', 'Patel', 'Pillai', 'Rao',
  'Reddy', 'Saxena', 'Sen', 'Shah', 'Sharma', 'Shetty', 'Singh', 'Sinha', 'Srinivasan', 'Thakur', 'Trivedi', 'Varma', 'Verma',
  'Yadav', 'Bose', 'Chauhan', 'Ghosh', 'Hegde', 'Kohli', 'Mukherjee', 'Naik', 'Rathore', 'Tiwari',
];
const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]::text[]`;

/** Member g's ten digits: 6-9 then nine spread digits (Knuth's multiplicative hash), as the seed writes them. */
export const mobileSql = (g: string) => `((6 + ${g} % 4)::text || lpad(((${g}::bigint * 2654435761) % 1000000000)::text, 9, '0'))`;
export function mobileOf(g: number): string {
  return `${6 + (g % 4)}${String((BigInt(g) * 2654435761n) % 1000000000n).padStart(9, '0')}`;
}

/** One statement per entry: each runs on its own (VACUUM refuses a transaction block). */
export const BACKOFFICE_SEED_SQL: string[] = [
  `insert into users (name, email, password_hash, contact_no, active, is_profitable, created_at, updated_at)
   select f || ' ' || l,
          lower(f) || '.' || lower(l) || g || '@' || (array['gmail.com','yahoo.co.in','outlook.com','rediffmail.com','traders.in'])[1 + g % 5],
          'not-a-login',
          case g % 4 when 0 then '+91 ' || substr(m, 1, 5) || ' ' || substr(m, 6)
                     when 1 then '0' || m when 2 then m else '+91-' || m end,
          g % 50 <> 0, g % 20 = 0,
          timestamptz '2026-11-01 00:00:00+00' - g * interval '10 minutes',
          timestamptz '2026-11-01 00:00:00+00' - g * interval '10 minutes'
   from generate_series(1, ${MEMBERS}) g,
        lateral (select (${arr(FIRST)})[1 + g % ${FIRST.length}] as f, (${arr(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] as l,
                        ${mobileSql('g')} as m) x`,
  `create temporary table bench_members as
   select id, created_at, row_number() over (order by created_at desc) as g from users where password_hash = 'not-a-login'`,
  `insert into payments (user_id, amount_paise, txn_id, order_id, plan_type, source, start_date, end_date, created_at)
   select id, (array[919900, 1799900, 3499900])[1 + g % 3], 'pay_bench_' || g, 'order_bench_' || g,
          (array['Quarterly', 'Half-Yearly', 'Yearly'])[1 + g % 3], 'razorpay',
          created_at, created_at + make_interval(months => (array[3, 6, 12])[1 + g % 3]::int), created_at
   from bench_members`,
  `insert into payments (user_id, amount_paise, txn_id, order_id, plan_type, source, start_date, end_date, created_at)
   select m.id, 3499900, 'pay_bench_r' || m.g, 'order_bench_r' || m.g, 'Yearly', 'razorpay', p.end_date, p.end_date + interval '12 months', p.end_date
   from bench_members m join payments p on p.user_id = m.id
   where p.end_date < now() and m.g % 5 < 2`,
  `insert into sessions (user_id, token_hash, created_at, expires_at, user_agent, ip, last_seen_at)
   select id, md5('bench-session-' || g), now() - (g % 30) * interval '1 day', now() + interval '30 days',
          case when g % 3 = 0 then 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1'
               else 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36' end,
          '203.0.113.' || (g % 250), now() - (g % 1000) * interval '1 minute'
   from bench_members where g % 2 = 0`,
  `drop table bench_members`,
  `vacuum analyze users`,
  `vacuum analyze payments`,
  `vacuum analyze sessions`,
];

/** Runs the seed through any executor (PGlite exec, pg query); returns seconds taken. */
export const seedBackoffice = (exec: Exec): Promise<number> => runSeed(BACKOFFICE_SEED_SQL, exec);
