import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WATCHLIST_OTHER, WATCHLIST_TYPES, watchlistTab } from '@tlt/shared/community';
import { call, testApp } from '../../test/helper.ts';
import { notifications } from '../db/schema/index.ts';
import { seedDemo } from './demo.ts';

const app = await testApp({ fresh: true });
const publicDir = path.resolve(import.meta.dirname, '../../../web/public');

describe('demo members\' tools', () => {
  it('seeds watchlists under every tab and two pages of trade wisdom on bundled charts; the demo member has their notifications', async () => {
    expect(await seedDemo(app.db)).toBe(true);
    const token = (await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: 'trader@example.com', password: 'Member@123' } })).body.data.token;

    const lists = (await call(app, { method: 'POST', url: '/api/watchlist/all', token })).body.data as { types: string[]; images: string[] }[];
    expect(new Set(lists.map(watchlistTab))).toEqual(new Set([...WATCHLIST_TYPES, WATCHLIST_OTHER]));
    const other = await call(app, { method: 'POST', url: '/api/watchlist/all', token, payload: { types: [WATCHLIST_OTHER] } });
    expect(other.body.data.length).toBeGreaterThanOrEqual(1);

    const page = (offset: number) => call(app, { method: 'GET', url: `/api/tradeWisdom/all?offset=${offset}&limit=10`, token });
    const [first, second] = [(await page(0)).body.data, (await page(10)).body.data];
    expect(first).toHaveLength(10);
    expect(second.length).toBeGreaterThanOrEqual(2);
    expect(second.length).toBeLessThan(10);
    expect(first[0].postedBy.name).toBe('Demo Admin');

    for (const item of [...lists, ...first, ...second]) {
      expect(item.images.length).toBeGreaterThanOrEqual(1);
      expect(item.images.length).toBeLessThanOrEqual(4);
      for (const img of item.images) {
        expect(img).toMatch(/^\/images\/community\/[a-z0-9-]+\.webp$/);
        expect(fs.existsSync(path.join(publicDir, img))).toBe(true);
      }
    }
    // Only the demo member is notified: the two newest of each, one of each unread, each leading to its item.
    const memberToken = (await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: 'member@example.com', password: 'Member@123' } })).body.data.token;
    const notes = (await call(app, { method: 'GET', url: '/api/notification/all?limit=50', token: memberToken })).body.data as
      { read: boolean; title: string; data: { type: string; id: string } }[];
    const ofType = (type: string) => notes.filter((n) => n.data.type === type);
    expect(ofType('watchlist').map((n) => n.read).sort()).toEqual([false, true]);
    expect(ofType('tradewisdom').map((n) => n.read).sort()).toEqual([false, true]);
    for (const n of ofType('watchlist')) {
      expect((await call(app, { method: 'GET', url: `/api/watchlist/byId/${n.data.id}`, token })).body.data.title).toBe(n.title.replace('New watchlist: ', ''));
    }
    for (const n of ofType('tradewisdom')) {
      expect((await call(app, { method: 'GET', url: `/api/tradeWisdom/byId/${n.data.id}`, token })).status).toBe(200);
    }
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0].n).toBe(notes.length);
  });
});
