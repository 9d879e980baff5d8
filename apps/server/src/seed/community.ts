import { eq, inArray, sql } from 'drizzle-orm';
import { planEndDate } from '@tlt/shared/plan-dates';
import type { PostTag } from '@tlt/shared/community';
import type { Db } from '../db/client.ts';
import { payments, postComments, postFavorites, postLikes, posts, users } from '../db/schema/index.ts';
import { insertUser } from '../modules/user-record/service.ts';
import { DEMO_LOGINS } from './demo-logins.ts';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
const chart = (name: string) => `/images/community/${name}.webp`;

type Who = 'admin' | 'trader';
interface DemoPost {
  by: Who;
  title: string;
  tags: PostTag[];
  images: string[];
  hoursAgo: number;
  prices?: [number | null, number | null, number | null, number | null];
  /** Where the trade is taken ("Size this trade" fills it in). */
  entry?: number;
  status?: 'pending' | 'rejected';
  rejectionReason?: string;
  showDisclaimer?: boolean;
  likedBy?: Who[];
  comments?: { by: Who; text: string; replies?: { by: Who; text: string }[] }[];
}

/** Demo community: educational trade ideas on bundled charts, never advice. */
const DEMO_POSTS: DemoPost[] = [
  {
    by: 'admin', hoursAgo: 3, tags: ['Intraday', 'Potential Trade/Breakout'], images: [chart('nifty-breakout')],
    title: '<p><strong>NIFTY 50</strong>: holding above the 22,480 breakout on 15m. Watching for a <em>retest</em> before any long.</p>',
    prices: [22600, 22680, 22420, 1], entry: 22500, showDisclaimer: true, likedBy: ['trader'],
    comments: [{ by: 'trader', text: 'Would you trail the stop once it clears 22,600?', replies: [{ by: 'admin', text: 'Yes, below the last 15m swing low.' }] }],
  },
  {
    by: 'trader', hoursAgo: 6, tags: ['Positional or Swing', 'Commodities'], images: [chart('gold-swing')],
    title: 'Gold (MCX) daily: higher lows since the dip, stop below 71,200 and first target 75,500. Sizing for 1% risk.',
    prices: [75500, 76200, 71200, 1], entry: 72400, likedBy: ['admin'],
    comments: [{ by: 'admin', text: 'Good risk plan. Note the event risk around the US CPI print.' }],
  },
  {
    by: 'admin', hoursAgo: 20, tags: ['Futures and Options', 'Intraday'], images: [chart('banknifty-range')],
    title: '<p><strong>BANK NIFTY</strong> slipped out of its 47,900–48,650 range. No trade until it reclaims the range low.</p>',
    prices: [null, null, null, null], showDisclaimer: true, likedBy: ['trader'],
  },
  {
    by: 'trader', hoursAgo: 30, tags: ['Commodities', 'Potential Trade/Breakout'], images: [chart('crude-downtrend')],
    title: 'Crude oil 4h: lower highs all week, support near 6,650. Waiting for a close below it for a short.',
    prices: [6500, 6420, 6790, 0.75], entry: 6640,
  },
  {
    by: 'admin', hoursAgo: 50, tags: ['Currency', 'Macroeconomics'], images: [chart('usdinr-flag')],
    title: '<p><strong>USD/INR</strong>: a bull flag under 83.60. RBI has been active near the highs, so keep positions small.</p>',
    prices: [83.9, 84.1, 83.25, 0.5], entry: 83.55, showDisclaimer: true,
    comments: [{ by: 'trader', text: 'What lot size are you using on currency futures?', replies: [{ by: 'admin', text: '1,000 USD per lot; the calculator locks it.' }] }],
  },
  {
    by: 'trader', hoursAgo: 74, tags: ['Positional or Swing', 'Fundamental'], images: [chart('reliance-pullback')],
    title: 'Reliance: pullback into the 20 EMA zone after results. Entry only on a daily close back above 2,900.',
    prices: [3020, 3100, 2840, 1], entry: 2905, likedBy: ['admin'],
  },
  {
    by: 'admin', hoursAgo: 100, tags: ['Psychology'], images: [],
    title: '<p>Three losing trades in a row? <strong>Cut your size in half</strong> for the next three. Protect your head before your capital.</p>',
    prices: [null, null, null, null], likedBy: ['trader'],
    comments: [{ by: 'trader', text: 'This saved my month. Thank you.' }],
  },
  {
    by: 'trader', hoursAgo: 126, tags: ['Intraday', 'Psychology'], images: [chart('nifty-breakout')],
    title: 'My rule after a gap-up open: no trade in the first 15 minutes. My win rate went up once I stopped chasing.',
    prices: [null, null, null, null], likedBy: ['admin'],
  },
  {
    by: 'admin', hoursAgo: 150, tags: ['Geopolitics', 'Commodities'], images: [chart('crude-downtrend')],
    title: '<p>Shipping disruptions keep <strong>crude</strong> volatile. Wider stops mean smaller positions; the risk per trade stays the same.</p>',
    prices: [null, null, null, 1], showDisclaimer: true,
  },
  {
    by: 'admin', hoursAgo: 190, tags: ['Watchlist', 'Positional or Swing'], images: [chart('reliance-pullback'), chart('gold-swing')],
    title: '<p>Weekend watchlist: <strong>Reliance</strong> near support and <strong>Gold</strong> trending. Plans only, no orders before Monday\'s open.</p>',
    prices: [null, null, null, null], likedBy: ['trader'],
    comments: [{ by: 'trader', text: 'Adding both to my list.' }],
  },
  {
    by: 'trader', hoursAgo: 230, tags: ['Cryptocurrency', 'Other'], images: [chart('usdinr-flag')],
    title: 'Crypto is a small part of my book: never more than 0.5% risk per trade because of the weekend gaps.',
    prices: [null, null, null, 0.5],
  },
  {
    by: 'admin', hoursAgo: 280, tags: ['Macroeconomics', 'Fundamental'], images: [],
    title: '<p>Before the policy meeting: volatility usually rises into the announcement. <em>Reduce size or stand aside.</em></p>',
    prices: [null, null, null, null], showDisclaimer: true,
  },
  {
    by: 'trader', hoursAgo: 2, status: 'pending', tags: ['Intraday'], images: [chart('banknifty-range')],
    title: 'Bank Nifty: looking for a short below 47,800 if the range low fails again.',
    prices: [47500, 47300, 48000, 1], entry: 47780,
  },
  {
    by: 'trader', hoursAgo: 40, status: 'rejected', tags: ['Potential Trade/Breakout'], images: [chart('gold-swing')],
    title: 'Gold will hit 80,000 this month, load up!',
    prices: [80000, null, null, 2],
    rejectionReason: 'Please add a stop loss and the reasoning behind the target; posts must show a risk plan.',
  },
];

/**
 * The community demo (issue 5): the admin and a member who has agreed to the terms post,
 * comment, reply and like; one post waits for review and one was rejected with a reason.
 * member@example.com is left un-agreed for the terms wizard. Runs inside seedDemo.
 */
export async function seedCommunity(db: Db, now: number): Promise<void> {
  const adminLogin = DEMO_LOGINS.find((d) => d.role === 'admin')!;
  const traderLogin = DEMO_LOGINS.find((d) => d.email === 'trader@example.com')!;
  const created = await insertUser(db, { ...traderLogin, contactNo: '9876543213', agree: true });
  if (created) {
    const start = new Date(now - 60 * DAY);
    await db.update(users).set({ isProfitable: true, investorType: 'Swing trader in index options and MCX commodities', createdAt: start })
      .where(eq(users.id, created.id));
    await db.insert(payments).values({
      userId: created.id, amountPaise: 3499900, planType: 'Yearly', source: 'test', txnId: `pay_demo_${created.id.slice(0, 8)}`,
      orderId: `order_demo_${created.id.slice(0, 8)}`, startDate: start, endDate: planEndDate(start, 12),
    });
  }
  const people = await db.select({ id: users.id, email: users.email }).from(users)
    .where(inArray(users.email, [adminLogin.email, traderLogin.email]));
  const idOf = (who: Who) => people.find((p) => p.email === (who === 'admin' ? adminLogin.email : traderLogin.email))?.id;
  const admin = idOf('admin');
  const trader = idOf('trader');
  if (!admin || !trader) return;
  const id = (who: Who) => (who === 'admin' ? admin : trader);

  for (const p of DEMO_POSTS) {
    const at = new Date(now - p.hoursAgo * HOUR);
    const replies = (p.comments ?? []).reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0);
    const [row] = await db.insert(posts).values({
      postedBy: id(p.by),
      postedByRole: p.by === 'admin' ? 'admin' : 'user',
      verificationStatus: p.status ?? 'approved',
      rejectionReason: p.rejectionReason ?? null,
      title: p.title,
      images: p.images,
      entryPrice: p.entry ?? null,
      targetPrice1: p.prices?.[0] ?? null,
      targetPrice2: p.prices?.[1] ?? null,
      stopLoss: p.prices?.[2] ?? null,
      risk: p.prices?.[3] ?? null,
      tags: p.tags,
      showDisclaimer: p.showDisclaimer ?? false,
      likeCount: p.likedBy?.length ?? 0,
      commentCount: replies,
      createdAt: at,
      updatedAt: at,
    }).returning({ id: posts.id });
    if (p.likedBy?.length) {
      await db.insert(postLikes).values(p.likedBy.map((who) => ({ postId: row.id, userId: id(who), createdAt: at })));
    }
    // Comments an hour apart, replies ten minutes after their comment: a stable order.
    for (const [i, c] of (p.comments ?? []).entries()) {
      const cAt = new Date(at.getTime() + (i + 1) * HOUR);
      const [comment] = await db.insert(postComments).values({ postId: row.id, commentedBy: id(c.by), content: c.text, createdAt: cAt })
        .returning({ id: postComments.id });
      for (const [j, r] of (c.replies ?? []).entries()) {
        await db.insert(postComments).values({
          postId: row.id, parentId: comment.id, commentedBy: id(r.by), content: r.text, createdAt: new Date(cAt.getTime() + (j + 1) * 10 * 60_000),
        });
      }
    }
  }
  // The trader keeps two of the admin's posts as favourites.
  await db.execute(sql`
    insert into ${postFavorites} (post_id, user_id)
    select id, ${trader}::uuid from ${posts} where posted_by_role = 'admin' order by created_at desc limit 2
    on conflict do nothing`);
}
