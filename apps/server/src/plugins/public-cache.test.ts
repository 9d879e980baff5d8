import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BlogSchema } from '@tlt/shared/blogs';
import { makeUser } from '../../test/factories.ts';
import { call, testApp } from '../../test/helper.ts';

/** Issue 31 §1: public reads answered from memory, through HTTP only. */
const app = await testApp({ fresh: true });
// A second process on the same database: it hears the first one's edits on site_changed alone.
const other = await testApp({ database: app.database });
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app, { months: 6 });

const SECRET = 'Members-only: the stop goes 1.7 ATR under the low';

const createBlog = async (o: Record<string, unknown>) => {
  const payload = { title: 'A post', shortDescription: 'Summary', description: '<p>Open text.</p>', ...o };
  const r = await call(app, { method: 'POST', url: '/api/blogs', token: admin.token, payload });
  expect(r.status, r.raw).toBe(200);
  return BlogSchema.parse(r.body.data);
};
const get = (url: string, headers: Record<string, string> = {}, on = app) => call(on, { method: 'GET', url, headers });
/**
 * A write no process hears of (the tables' triggers off for it, so no site_changed): a read answered
 * from memory still shows the value before it, a read the cache misses shows the new one.
 */
const unannounced = (statement: ReturnType<typeof sql>) => app.db.transaction(async (tx) => {
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(statement);
});

await createBlog({ title: 'English post', published_date: '2026-03-01T00:00:00.000Z' });
await createBlog({ title: 'हिंदी पोस्ट', published_date: '2026-01-01T00:00:00.000Z', language: 'hi' });
const locked = await createBlog({
  title: 'Locked post', slug: 'cache-locked', description: `<p>${SECRET}</p>`, is_locked: true, locked_content: 'A teaser',
});

const READS = [
  '/api/blogs/all', '/api/blogs/bySlug/cache-locked', '/api/plan/all', '/api/plan/config', '/api/content',
  '/api/content/values?keys=landing.hero,site.contact', '/api/content/landing.hero', '/api/webinar/config', '/api/learning/courses',
  '/api/contactus/support', '/api/underMaintenance', '/api/analytics/config',
];

describe('public reads from memory', () => {
  it('answer a kept read exactly as a process that has nothing kept, with an ETag and no-cache', async () => {
    for (const url of READS) {
      for (const lang of ['en', 'hi']) {
        const headers = { 'accept-language': lang };
        const made = await get(url, headers);
        const kept = await get(url, headers);
        const fresh = await get(url, headers, other);
        expect(made.status, url).toBe(200);
        expect(kept.raw, url).toBe(made.raw);
        expect(fresh.raw, url).toBe(made.raw);
        expect(kept.res.headers['content-type'], url).toBe(made.res.headers['content-type']);
        expect(kept.res.headers.vary, url).toBe(made.res.headers.vary);
        expect(kept.res.headers.etag, url).toMatch(/^W\/".+"$/);
        expect(kept.res.headers.etag, url).toBe(made.res.headers.etag);
        expect(kept.res.headers['cache-control'], url).toMatch(url === '/api/analytics/config' ? /^public, max-age=300$/ : /(^|, )no-cache$/);
      }
    }
  });

  it('answer 304 to If-None-Match naming the ETag, and a new ETag after an edit', async () => {
    const first = await get('/api/webinar/config');
    const etag = first.res.headers.etag as string;
    expect(first.res.headers['cache-control']).toBe('public, no-cache');
    const again = await app.inject({ method: 'GET', url: '/api/webinar/config', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await app.inject({ method: 'GET', url: '/api/webinar/config', headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);

    const saved = await call(app, {
      method: 'PUT', url: '/api/webinar/config', token: admin.token, payload: { customWebinarDate: 'Next Sunday', whatsappLink: 'https://chat.whatsapp.com/abc' },
    });
    expect(saved.status, saved.raw).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/webinar/config', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.customWebinarDate).toBe('Next Sunday');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('show an admin\'s edit on the next read in this process, and in another process once it hears site_changed', async () => {
    const titles = async (on = app) => (await get('/api/blogs/all', {}, on)).body.data.map((b: { title: string }) => b.title);
    expect(await titles()).not.toContain('Fresh post');
    expect(await titles(other)).not.toContain('Fresh post');
    await createBlog({ title: 'Fresh post' });
    expect(await titles()).toContain('Fresh post');
    await expect.poll(() => titles(other), { timeout: 5000 }).toContain('Fresh post');

    const hero = (await call(app, { method: 'GET', url: '/api/admin/content/landing.hero', token: admin.token })).body.data.value;
    const headline = async (on = app) => (await get('/api/content/values?keys=landing.hero', {}, on)).body.data['landing.hero'].headline;
    expect(await headline(other)).toBe(hero.headline);
    const put = await call(app, { method: 'PUT', url: '/api/content/landing.hero', token: admin.token, payload: { ...hero, headline: 'Edited headline' } });
    expect(put.status, put.raw).toBe(200);
    expect(await headline()).toBe('Edited headline');
    await expect.poll(() => headline(other), { timeout: 5000 }).toBe('Edited headline');
  });

  it('keep one content/values answer for a set of keys in any order, and ignore a query a route does not read', async () => {
    const hero = (await call(app, { method: 'GET', url: '/api/admin/content/landing.hero', token: admin.token })).body.data.value;
    const put = await call(app, { method: 'PUT', url: '/api/content/landing.hero', token: admin.token, payload: { ...hero, headline: 'Asked in any order' } });
    expect(put.status, put.raw).toBe(200);
    const values = (query: string) => `/api/content/values?${query}`;
    const first = await get(values('keys=site.contact,landing.hero'));
    expect(first.status, first.raw).toBe(200);
    expect(first.body.data['landing.hero'].headline).toBe('Asked in any order');
    const sameSet = [
      values('keys=landing.hero,site.contact'), values('keys=landing.hero%2C%20site.contact,landing.hero'), values('utm_source=x&keys=landing.hero,site.contact'),
    ];
    await unannounced(sql`update site_content set value = jsonb_set(value, '{headline}', '"Unannounced"') where key = 'landing.hero'`);
    // Asked for the first time in another order, spacing or with a stray parameter, each is the one kept
    // entry: the same bytes and ETag, not the database's new headline.
    for (const url of sameSet) {
      const r = await get(url);
      expect(r.raw, url).toBe(first.raw);
      expect(r.res.headers.etag, url).toBe(first.res.headers.etag);
    }
    const revalidated = await app.inject({ method: 'GET', url: sameSet[0], headers: { 'if-none-match': first.res.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    // A set not kept yet is read from the database (the write did happen).
    expect((await get(values('keys=landing.hero'))).body.data['landing.hero'].headline).toBe('Unannounced');

    // /blogs/all declares no query: any query string is the same entry, never a way around the cache.
    const list = await get('/api/blogs/all');
    await unannounced(sql`update blogs set title = 'Unannounced title' where title = 'English post'`);
    const busted = await get('/api/blogs/all?cache_buster=1');
    expect(busted.raw).toBe(list.raw);
    expect(busted.res.headers.etag).toBe(list.res.headers.etag);
    // Put things back as everyone heard them.
    await app.db.execute(sql`update blogs set title = 'English post' where title = 'Unannounced title'`);
  });

  it('send a kept answer compressed once its copy is made, the same JSON', async () => {
    const plain = await get('/api/blogs/all');
    expect(plain.raw.length).toBeGreaterThan(1024);
    const gz = () => app.inject({ method: 'GET', url: '/api/blogs/all', headers: { 'accept-encoding': 'gzip' } });
    await gz();
    await expect.poll(async () => (await gz()).headers['content-encoding']).toBe('gzip');
    const r = await gz();
    expect(gunzipSync(r.rawPayload).toString()).toBe(plain.raw);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers.vary).toMatch(/accept-language/i);
    const revalidated = await app.inject({ method: 'GET', url: '/api/blogs/all', headers: { 'accept-encoding': 'gzip', 'if-none-match': r.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('never give a member\'s copy of a locked blog to a visitor, nor a visitor\'s to a member', async () => {
    const url = `/api/blogs/bySlug/${locked.slug}`;
    const asMember = () => call(app, { method: 'GET', url, token: member.token });
    expect((await get(url)).raw).not.toContain(SECRET);
    const m = await asMember();
    expect(m.raw).toContain(SECRET);
    expect(m.res.headers['cache-control']).toBe('private, no-store');
    expect(m.res.headers.etag).toBeUndefined();
    const v = await get(url);
    expect(v.raw).not.toContain(SECRET);
    expect(v.res.headers['cache-control']).toBe('private, no-cache');
    expect(v.res.headers.vary).toMatch(/authorization/i);
    // A member's read first, on an address no visitor has read yet.
    const second = await createBlog({ title: 'Second locked', slug: 'cache-locked-2', description: `<p>${SECRET}</p>`, is_locked: true, locked_content: 'Another teaser' });
    expect((await call(app, { method: 'GET', url: `/api/blogs/bySlug/${second.slug}`, token: member.token })).raw).toContain(SECRET);
    expect((await get(`/api/blogs/bySlug/${second.slug}`)).raw).not.toContain(SECRET);
    expect((await asMember()).raw).toContain(SECRET);
  });

  it('keep the Hindi and the English answers apart, saying Vary: Accept-Language', async () => {
    const order = async (lang: string) => {
      const r = await get('/api/blogs/all', { 'accept-language': lang });
      expect(r.res.headers.vary).toMatch(/accept-language/i);
      return r.body.data.map((b: { language: string }) => b.language)[0];
    };
    for (let i = 0; i < 2; i++) {
      expect(await order('hi')).toBe('hi');
      expect(await order('en')).toBe('en');
    }
  });
});
