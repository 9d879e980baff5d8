import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp();

/**
 * The tables that announced a change while `act` ran (migration 0020, one message per statement).
 * NOTIFY is delivered after the commit, in commit order: after `act`, a marker notification of our
 * own follows its messages on the same channel, so once the marker is heard every message `act`
 * caused has been heard too (and a read that announced nothing is known to have announced nothing).
 */
async function announced(act: () => Promise<unknown>): Promise<string[]> {
  const marker = `marker-${randomUUID()}`;
  const tables: string[] = [];
  let heard!: () => void;
  const markerHeard = new Promise<void>((resolve) => (heard = resolve));
  const listener = await app.database.listen('site_changed', (table) => (table === marker ? heard() : tables.push(table)), () => {});
  try {
    await act();
    await app.db.execute(sql`select pg_notify('site_changed', ${marker})`);
    await markerHeard;
  } finally {
    await listener.close();
  }
  return tables;
}

describe('site_changed', () => {
  it('is announced when the content, the offer, a plan, a blog, the webinar settings or maintenance change', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const put = (url: string, payload: Record<string, unknown>) => call(app, { method: 'PUT', url, token: admin.token, payload });
    const hero = (await call(app, { method: 'GET', url: '/api/admin/content/landing.hero', token: admin.token })).body.data.value;
    expect(await announced(() => put('/api/content/landing.hero', { ...hero, headline: 'Changed' }))).toContain('site_content');
    const offer = (await call(app, { method: 'GET', url: '/api/plan/config' })).body.data[0];
    expect(await announced(() => put('/api/plan/config', { discount: 15, code: offer.code, endsAt: '22:00' }))).toContain('settings');
    expect(await announced(() => put('/api/plan/2', { baseAmount: 17999, struckAmount: 18000, emi: 3000 }))).toContain('plans');
    expect(await announced(() => put('/api/underMaintenance', { isTLT: false }))).toContain('settings');
    expect(await announced(() => put('/api/webinar/config', { customWebinarDate: 'Soon', whatsappLink: 'https://chat.whatsapp.com/abc' }))).toContain('settings');
    const blog = { title: 'Site changed', shortDescription: 'A blog', description: '<p>Text</p>', is_locked: false };
    expect(await announced(() => call(app, { method: 'POST', url: '/api/blogs', token: admin.token, payload: blog }))).toContain('blogs');
  });

  it('is not announced by reads', async () => {
    expect(await announced(() => call(app, { method: 'GET', url: '/api/content/values?keys=landing.hero' }))).toEqual([]);
  });
});
