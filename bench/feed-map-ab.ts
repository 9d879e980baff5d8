/**
 * The feed page's Node CPU per call, drizzle's row mapping against the raw array rows feedPage
 * builds from (docs/decisions/0009-feed-paging.md, item 7): the first page's statement run both
 * ways on the same seeded database, 10 calls in flight, answers JSON.stringify'd, rounds
 * interleaved so the machine's other load falls on both alike. Checks the answers are equal.
 *   scripts/with-postgres.sh node --import tsx bench/feed-map-ab.ts
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { posts, users } from '../apps/server/src/db/schema/index.ts';
import { feedPage } from '../apps/server/src/modules/posts/feed/page.ts';
import { CURSOR_AT, encodeCursor, type FeedQuery, feedValues, PAGE_ORDER, pageSource, shapeOf } from '../apps/server/src/modules/posts/feed/query.ts';
import { joinAuthor, postDto } from '../apps/server/src/modules/posts/post-dto.ts';
import { FEED_VIEWER, seedFeed } from './feed-seed.ts';

const database = openPostgres(process.env.DATABASE_URL!, 10);
const { db } = database;
await database.migrate();
await db.execute(sql`insert into users (name, email, password_hash, agree) values ('Viewer', ${FEED_VIEWER}, 'x', true) on conflict do nothing`);
console.log('seeded', await seedFeed((s) => db.execute(sql.raw(s))));
const viewerId = ((await db.execute(sql`select id from users where email = ${FEED_VIEWER}`)) as unknown as { rows: { id: string }[] }).rows[0].id;
const q: FeedQuery = { viewerId, status: 'approved', offset: 0, limit: 10 };
const old = db.select({ ...postDto.fields, at: sql<string>`${CURSOR_AT}`, id: sql<string>`p.id` })
  .from(sql`(select * from ${pageSource(shapeOf(q))} limit 51) p`).innerJoin(posts, sql`${posts.id} = p.id`)
  .innerJoin(users, joinAuthor).orderBy(PAGE_ORDER).prepare('feed_page_old');
const oldPage = async () => {
  const rows = await old.execute(feedValues(q));
  const now = new Date();
  const last = rows.length === q.limit ? rows[rows.length - 1] : undefined;
  return { posts: rows.map((r) => postDto.fromRow(r, now)), nextCursor: last ? encodeCursor({ at: last.at as string, id: last.id as string }) : null };
};
const newPage = () => feedPage(db, q);
const a = JSON.stringify(await oldPage());
const b = JSON.stringify(await newPage());
if (a !== b) throw new Error('answers differ');
async function round(f: () => Promise<unknown>, n = 3000) {
  const c0 = process.cpuUsage();
  let i = 0;
  await Promise.all(Array.from({ length: 10 }, async () => { while (i++ < n) JSON.stringify(await f()); }));
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / n;
}
for (let k = 0; k < 3; k += 1) { await round(oldPage, 1000); await round(newPage, 1000); }
const res: Record<string, number[]> = { old: [], raw: [] };
for (let k = 0; k < 8; k += 1) { res.old.push(await round(oldPage)); res.raw.push(await round(newPage)); }
const med = (x: number[]) => [...x].sort((p, r) => p - r)[x.length >> 1];
for (const [k, v] of Object.entries(res)) console.log(k, 'ms CPU/call median', med(v).toFixed(4), v.map((x) => x.toFixed(3)).join(' '));
console.log('load', (await import('node:os')).loadavg()[0]);
await database.close();
