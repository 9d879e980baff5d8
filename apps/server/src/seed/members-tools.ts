import { eq } from 'drizzle-orm';
import type { WatchlistType } from '@tlt/shared/community';
import type { Db } from '../db/client.ts';
import { notifications, tradeWisdom, users, watchlists } from '../db/schema/index.ts';
import { tradeWisdomNotice } from '../modules/trade-wisdom/service.ts';
import { watchlistNotice } from '../modules/watchlists/service.ts';
import { DEMO_LOGINS } from './demo-logins.ts';

const HOUR = 3600 * 1000;
/** The bundled demo charts, as the demo posts use them (apps/web/public/images/community). */
const chart = (name: string) => `/images/community/${name}.webp`;

/** One list per category, a second of Stocks, and an old one without a type (the Other tab). */
const DEMO_WATCHLISTS: { title: string; types: WatchlistType[] | []; images: string[]; hoursAgo: number }[] = [
  { title: 'Large caps near support this week', types: ['Stocks'], images: [chart('reliance-pullback'), chart('nifty-breakout')], hoursAgo: 4 },
  { title: 'MCX: Gold and Crude levels', types: ['Commodities'], images: [chart('gold-swing'), chart('crude-downtrend')], hoursAgo: 28 },
  { title: 'USD/INR: flag under 83.60', types: ['Currencies'], images: [chart('usdinr-flag')], hoursAgo: 52 },
  { title: 'Bank Nifty weekly options: the range to respect', types: ['F&O'], images: [chart('banknifty-range')], hoursAgo: 76 },
  { title: 'Breakout candidates after results', types: ['Stocks'], images: [chart('nifty-breakout')], hoursAgo: 120 },
  { title: 'Older list: charts to revisit', types: [], images: [chart('crude-downtrend'), chart('gold-swing'), chart('usdinr-flag')], hoursAgo: 300 },
];

/** Thirteen lessons: more than one page of ten, so the list scrolls to a second page. */
const DEMO_WISDOM: { title: string; images: string[] }[] = [
  { title: 'Decide your stop before your entry.\nIf you cannot say where you are wrong, you do not have a trade yet.', images: [chart('nifty-breakout')] },
  { title: 'Risk 1% of your capital per trade, at most 2%.\nTen losses in a row then cost about a tenth of the account, not all of it.', images: [chart('gold-swing')] },
  { title: 'A wider stop means a smaller position. The rupees at risk stay the same; only the quantity changes.', images: [chart('crude-downtrend')] },
  { title: 'Trade the plan you wrote before the open, not the feeling you have after it.', images: [chart('banknifty-range')] },
  { title: 'Three losses in a row? Halve your size for the next three trades.\nProtect your head before your capital.', images: [chart('reliance-pullback')] },
  { title: 'A range is a decision the market has not made yet. Wait for the close outside it.', images: [chart('banknifty-range'), chart('nifty-breakout')] },
  { title: 'Do not average a losing trade. Add only to positions that are already working.', images: [chart('gold-swing')] },
  { title: 'Event days (policy, CPI, results) widen every range.\nReduce size or stand aside.', images: [chart('usdinr-flag')] },
  { title: 'Keep a journal: entry, stop, target, size and why.\nThe pattern in your mistakes is the edge you can fix.', images: [chart('reliance-pullback')] },
  { title: 'The trend on the higher time frame decides the direction; the lower one only times the entry.', images: [chart('nifty-breakout'), chart('gold-swing')] },
  { title: 'A target you never reach is not a plan. Take partial profits at the first target and trail the rest.', images: [chart('crude-downtrend')] },
  { title: 'Commodity lots are large: size by the contract\'s rupees per ₹1 move, not by the number of lots you can afford.', images: [chart('gold-swing')] },
  { title: 'No trade is also a position. Cash waits for the setup you planned.', images: [chart('usdinr-flag')] },
];

/**
 * The members' tools demo (issue 11): the admin's watchlists in every category and trade wisdom
 * on the bundled charts, written straight to the tables. The demo member gets the notifications of the
 * newest ones (two unread) so the badge and /notifications have something to show. Runs inside seedDemo.
 */
export async function seedMembersTools(db: Db, now: number): Promise<void> {
  const adminEmail = DEMO_LOGINS.find((d) => d.role === 'admin')!.email;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  if (!admin) return;
  const lists = await db.insert(watchlists).values(DEMO_WATCHLISTS.map((w) => {
    const at = new Date(now - w.hoursAgo * HOUR);
    return { title: w.title, types: [...w.types], images: w.images, createdBy: admin.id, createdAt: at, updatedAt: at };
  })).returning();
  // A lesson a day, newest first as listed.
  const lessons = await db.insert(tradeWisdom).values(DEMO_WISDOM.map((w, i) => {
    const at = new Date(now - (i * 24 + 2) * HOUR);
    return { title: w.title, images: w.images, postedBy: admin.id, createdAt: at, updatedAt: at };
  })).returning();

  const memberEmail = DEMO_LOGINS.find((d) => d.role === 'member')?.email;
  const [member] = memberEmail ? await db.select({ id: users.id }).from(users).where(eq(users.email, memberEmail)) : [];
  if (!member) return;
  const newest = <T extends { createdAt: Date }>(rows: T[]) => [...rows].sort((a, b) => +b.createdAt - +a.createdAt).slice(0, 2);
  await db.insert(notifications).values([
    ...newest(lists).map((w, i) => ({
      userId: member.id, ...watchlistNotice(w), type: 'watchlist' as const, refId: w.id, read: i > 0, createdAt: w.createdAt,
    })),
    ...newest(lessons).map((w, i) => ({
      userId: member.id, ...tradeWisdomNotice(w.title), type: 'tradewisdom' as const, refId: w.id, read: i > 0, createdAt: w.createdAt,
    })),
  ]);
}
