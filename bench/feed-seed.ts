/**
 * The feed benchmark's data, set-based (generate_series), so 100,000 posts take seconds:
 * 1,000 members and 5 admins, posts over ~1 year (90% approved, 7% pending, 3% rejected,
 * 5% by admins, one or two of the 13 tags), 300,000 likes, 160,000 comments and 40,000
 * replies, 60,000 favourites, with the posts' counters set from the rows. The demo member
 * (the benchmark's viewer) agrees to the terms and favourites 500 posts.
 * Then VACUUM (the visibility map makes index-only scans index-only) and ANALYZE.
 */
import { type Exec, runSeed } from './bench-db.ts';

export const FEED_POSTS = 100_000;
export const FEED_VIEWER = 'member@example.com';

const TAGS = [
  'Intraday', 'Positional or Swing', 'Futures and Options', 'Potential Trade/Breakout', 'Cryptocurrency', 'Currency',
  'Commodities', 'Geopolitics', 'Macroeconomics', 'Fundamental', 'Psychology', 'Watchlist', 'Other',
];
const tagArray = `array[${TAGS.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/** One statement per entry: each runs on its own (VACUUM refuses a transaction block). */
export const FEED_SEED_SQL: string[] = [
  `update users set agree = true where email = '${FEED_VIEWER}'`,
  `insert into users (name, email, password_hash, user_type, agree, investor_type, is_profitable)
   select case when g <= 5 then 'Bench Admin ' else 'Bench Member ' end || g,
          'bench' || lpad(g::text, 4, '0') || '@example.com',
          'not-a-login', case when g <= 5 then 'admin'::user_type else 'normal'::user_type end,
          true, 'Swing trader for ' || (g % 20) || ' years', g % 10 = 0
   from generate_series(1, 1005) g`,
  `create temporary table bench_authors as
   select row_number() over (order by email) as n, id, user_type from users where email like 'bench%@example.com'`,
  `insert into posts (posted_by, posted_by_role, verification_status, title, images, target_price1, target_price2,
                      stop_loss, risk, tags, show_disclaimer, like_count, comment_count, created_at, updated_at)
   select a.id, case when a.user_type = 'admin' then 'admin'::posted_by_role else 'user'::posted_by_role end,
          case when a.user_type = 'admin' or g % 100 >= 10 then 'approved'::verification_status
               when g % 100 < 7 then 'pending'::verification_status else 'rejected'::verification_status end,
          'Bench post ' || g || ': breakout above the range, volume confirms',
          array['/uploads/bench/chart-' || (g % 50) || '.webp'], 100 + g % 900, 110 + g % 900, 90 + g % 900,
          (g % 200) / 100.0,
          case when g % 3 = 0 then array[(${tagArray})[1 + g % 13], (${tagArray})[1 + (g / 13) % 13]]
               else array[(${tagArray})[1 + g % 13]] end,
          g % 5 = 0, 0, 0,
          timestamptz '2026-11-01 00:00:00+00' - g * interval '317 seconds' + (g % 7) * interval '1 microsecond',
          timestamptz '2026-11-01 00:00:00+00' - g * interval '317 seconds'
   from generate_series(1, ${FEED_POSTS}) g
   join bench_authors a on a.n = case when g % 20 = 0 then 1 + g % 5 else 6 + g % 1000 end`,
  `create temporary table bench_posts as select row_number() over (order by created_at desc, id desc) as n, id from posts`,
  `insert into post_likes (post_id, user_id)
   select p.id, a.id from generate_series(0, 299999) g
   join bench_posts p on p.n = 1 + g % ${FEED_POSTS}
   join bench_authors a on a.n = 1 + ((g % ${FEED_POSTS}) * 7 + (g / ${FEED_POSTS}) * 331) % 1005`,
  `insert into post_comments (post_id, commented_by, content, created_at)
   select p.id, a.id, 'Bench comment ' || g, timestamptz '2026-11-01 00:00:00+00' - g * interval '101 seconds'
   from generate_series(0, 159999) g
   join bench_posts p on p.n = 1 + (g * 13) % ${FEED_POSTS}
   join bench_authors a on a.n = 1 + g % 1005`,
  `insert into post_comments (post_id, parent_id, commented_by, content, created_at)
   select c.post_id, c.id, a.id, 'Bench reply', c.created_at + interval '1 hour'
   from (select id, post_id, created_at, row_number() over (order by id) as n from post_comments) c
   join bench_authors a on a.n = 1 + (c.n * 3) % 1005
   where c.n <= 40000`,
  `insert into post_favorites (post_id, user_id)
   select p.id, a.id from generate_series(0, 59999) g
   join bench_posts p on p.n = 1 + (g * 17) % ${FEED_POSTS}
   join bench_authors a on a.n = 1 + g % 1005
   on conflict do nothing`,
  `insert into post_favorites (post_id, user_id)
   select p.id, u.id from users u join bench_posts p on p.n % 200 = 0 where u.email = '${FEED_VIEWER}'
   on conflict do nothing`,
  `update posts p set like_count = l.n from (select post_id, count(*)::int as n from post_likes group by post_id) l
   where l.post_id = p.id`,
  `update posts p set comment_count = c.n from (select post_id, count(*)::int as n from post_comments group by post_id) c
   where c.post_id = p.id`,
  `drop table bench_authors`,
  `drop table bench_posts`,
  `vacuum analyze posts`,
  `vacuum analyze post_likes`,
  `vacuum analyze post_comments`,
  `vacuum analyze post_favorites`,
  `vacuum analyze users`,
];

/** Runs the seed through any executor (PGlite exec, pg query); returns seconds taken. */
export const seedFeed = (exec: Exec): Promise<number> => runSeed(FEED_SEED_SQL, exec);
