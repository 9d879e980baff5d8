import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_CONTACT_SEED } from '@tlt/shared/content/site-seed';
import { MSG } from '@tlt/shared/messages';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { expectFieldMessages } from '../../../test/form-checks.ts';

const app = await testApp();
afterAll(() => fs.rmSync(app.config.dataDir, { recursive: true, force: true }));
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app);

const body = (extra: object = {}) => ({
  name: 'Ravi Kumar', email: 'Ravi@Example.com', message: 'How do I join the webinar?', contactNo: '9876543210', active: true, ...extra,
});
const create = (payload: unknown, a = app) => call(a, { method: 'POST', url: '/api/contactus/createQuery', payload: payload as object });
const list = (qs = '', token = admin.token) => call(app, { method: 'GET', url: `/api/contactus/allQueries${qs}`, token });
const change = (qs: string, token = admin.token) => call(app, { method: 'GET', url: `/api/contactus/changeQueryStatus${qs}`, token });
const png = async () => (await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } }).png().toBuffer()).toString('base64');

describe('POST /api/contactus/createQuery', () => {
  it('stores the query active (a sent `active` is ignored) and answers the spec message', async () => {
    const r = await create(body({ active: false }));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: true, code: 200, message: MSG.contactSuccess });
    const { queries } = (await list()).body.data;
    const q = queries.find((x: { _id: string }) => x._id === r.body.data._id);
    expect(q).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com', contactNo: '9876543210', active: true, image: null, resolvedAt: null });
  });

  it('takes contact and image as optional (absent, empty or null)', async () => {
    for (const extra of [{ contactNo: undefined, image: undefined }, { contactNo: '', image: '' }, { contactNo: null, image: null }]) {
      const r = await create(body(extra));
      expect(r.status).toBe(200);
    }
  });

  it('answers the spec messages for missing or bad fields', async () => {
    await expectFieldMessages(create, body, [
      [{ name: '' }, MSG.nameRequired],
      [{ name: undefined }, MSG.nameRequired],
      [{ email: '' }, MSG.emailRequired],
      [{ email: 'not-an-email' }, MSG.invalidEmail],
      [{ message: '   ' }, MSG.descriptionRequired],
      [{ message: undefined }, MSG.descriptionRequired],
      [{ contactNo: '12345' }, MSG.invalidContact],
      [{ contactNo: '5876543210' }, MSG.invalidContact],
      [{ name: 42 }, MSG.nameRequired],
    ]);
    expect((await create(body({ contactNo: '+919876543210' }))).status).toBe(200);
  });

  it('stores a png data URL as a re-encoded image and answers its URL to admins', async () => {
    const r = await create(body({ image: `data:image/png;base64,${await png()}` }));
    expect(r.status).toBe(200);
    const q = (await list()).body.data.queries.find((x: { _id: string }) => x._id === r.body.data._id);
    expect(q.image).toMatch(/^\/uploads\/images\/[0-9a-f]{64}\.webp$/);
    const file = path.join(app.config.dataDir, 'uploads', q.image.replace(/^\/uploads\//, ''));
    expect((await sharp(fs.readFileSync(file)).metadata()).format).toBe('webp');
  });

  it('accepts an image URL our store handed out (/api/upload, signed-in senders)', async () => {
    const location = `/uploads/images/${'a'.repeat(64)}.webp`;
    const r = await create(body({ image: location }));
    expect(r.status).toBe(200);
    const q = (await list()).body.data.queries.find((x: { _id: string }) => x._id === r.body.data._id);
    expect(q.image).toBe(location);
  });

  it('judges the image by content and refuses other URLs, types and over 2 MB', async () => {
    const gif = (await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer()).toString('base64');
    for (const image of [`data:image/png;base64,${gif}`, 'data:image/svg+xml;base64,PHN2Zz4=', 'data:image/png;base64,bm90IGFuIGltYWdl', 'https://evil.example/x.png']) {
      const r = await create(body({ image }));
      expect(r.status, image.slice(0, 30)).toBe(400);
      expect(r.body.message).toBe(MSG.imageType);
    }
    const tooBig = `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 10).toString('base64')}`;
    const r = await create(body({ image: tooBig }));
    expect(r.status).toBe(413);
    expect(r.body.message).toBe(MSG.imageTooLarge);
    // Far past the limit the body itself is refused before parsing.
    expect((await create(body({ image: tooBig + 'A'.repeat(400_000) }))).status).toBe(413);
  });

  it('is rate limited per IP', async () => {
    const limited = await testApp({ limits: { sensitivePerMin: 2 } });
    // An address of its own: on PostgreSQL the file's apps share the counters, like a fleet.
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await call(limited, { method: 'POST', url: '/api/contactus/createQuery', remoteAddress: '10.91.0.1', payload: body() })).status);
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('GET /api/contactus/allQueries (admin)', () => {
  it('refuses visitors (401) and members (403)', async () => {
    expect((await list('', '')).status).toBe(401);
    expect((await list('', member.token)).status).toBe(403);
  });

  it('pages newest first with the total, 50/100/200 per page, and filters by active', async () => {
    const fresh = await testApp({ fresh: true });
    const a = await makeUser(fresh, { userType: 'admin' });
    for (let i = 0; i < 3; i++) await create(body({ name: `Sender ${i}` }), fresh);
    const get = (qs: string) => call(fresh, { method: 'GET', url: `/api/contactus/allQueries${qs}`, token: a.token });
    const all = (await get('')).body.data;
    expect(all).toMatchObject({ total: 3, limit: 50, offset: 0 });
    expect(all.queries.map((q: { name: string }) => q.name)).toEqual(['Sender 2', 'Sender 1', 'Sender 0']);
    const page = (await get('?limit=100&offset=1')).body.data;
    expect(page.queries.map((q: { name: string }) => q.name)).toEqual(['Sender 1', 'Sender 0']);
    await call(fresh, { method: 'GET', url: `/api/contactus/changeQueryStatus?active=false&id=${all.queries[0]._id}`, token: a.token });
    expect((await get('?active=true')).body.data.total).toBe(2);
    expect((await get('?active=false')).body.data.queries[0].name).toBe('Sender 2');
    expect((await get('?active=')).body.data.total).toBe(3);
    for (const qs of ['?limit=20', '?limit=abc', '?offset=-1', '?offset=99999999999', '?active=maybe']) expect((await get(qs)).status, qs).toBe(400);
  });
});

describe('GET /api/contactus/changeQueryStatus (admin)', () => {
  it('marks a query resolved with the spec message', async () => {
    const id = (await create(body())).body.data._id;
    const r = await change(`?active=false&id=${id}`);
    expect(r.body).toMatchObject({ status: true, code: 200, message: MSG.queryResolved, data: { _id: id, active: false } });
    expect(r.body.data.resolvedAt).toEqual(expect.any(String));
  });

  it('404 for an unknown id, 400 for a malformed one, 401/403 for non-admins', async () => {
    expect((await change('?active=false&id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await change('?active=false&id=42')).status).toBe(400);
    expect((await change('?active=false')).status).toBe(400);
    const id = (await create(body())).body.data._id;
    expect((await change(`?active=false&id=${id}`, '')).status).toBe(401);
    expect((await change(`?active=false&id=${id}`, member.token)).status).toBe(403);
  });
});

describe('GET /api/contactus/support', () => {
  it('answers the support e-mail and WhatsApp number of the site.contact content, none while they are the seed’s placeholders', async () => {
    const support = async () => (await call(app, { method: 'GET', url: '/api/contactus/support' })).body.data;
    expect(await support()).toEqual({ email: '', phone: '' });
    const saved = await call(app, {
      method: 'PUT', url: '/api/content/site.contact', token: admin.token,
      payload: { ...SITE_CONTACT_SEED, supportEmail: 'help@thelazytrader.in', whatsappNumber: '+91 98765 43210' },
    });
    expect(saved.status).toBe(200);
    expect(await support()).toEqual({ email: 'help@thelazytrader.in', phone: '+91 98765 43210' });
  });
});
