import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { FALLBACK_WHATSAPP_LINK } from '@tlt/shared/webinar';
import { nextWebinarDate } from '@tlt/shared/webinar-date';
import { webinarRegistrations } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { expectFieldMessages, expectRateLimitedPerIp } from '../../../test/form-checks.ts';
import { register } from './service.ts';

const app = await testApp({ fresh: true });
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app);

const body = (extra: object = {}) => ({
  name: 'Amit Shah', email: 'amit@example.com', contact: '9812345670', city: 'Pune', language: 'Hindi', ...extra,
});
const reg = (payload: unknown, a = app) => call(a, { method: 'POST', url: '/api/webinar/register', payload: payload as object });
const row = async (id: string) => (await app.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.id, id)))[0];

describe('GET/PUT /api/webinar/config', () => {
  it('answers defaults until an admin saves, then the saved values', async () => {
    const get = () => call(app, { method: 'GET', url: '/api/webinar/config' });
    expect((await get()).body.data).toEqual({
      customWebinarDate: null, whatsappLink: FALLBACK_WHATSAPP_LINK,
      // The seed's placeholders are no contact (issue 26 §8).
      supportEmail: '', supportPhone: '',
    });
    const put = await call(app, {
      method: 'PUT', url: '/api/webinar/config', token: admin.token,
      payload: { customWebinarDate: '7 PM, Sunday, 6 December (Diwali special)', whatsappLink: 'https://chat.whatsapp.com/AbC123' },
    });
    expect(put.status).toBe(200);
    expect((await get()).body.data).toMatchObject({ customWebinarDate: '7 PM, Sunday, 6 December (Diwali special)', whatsappLink: 'https://chat.whatsapp.com/AbC123' });
    // A blank custom date clears it.
    await call(app, { method: 'PUT', url: '/api/webinar/config', token: admin.token, payload: { customWebinarDate: ' ', whatsappLink: 'https://chat.whatsapp.com/AbC123' } });
    expect((await get()).body.data.customWebinarDate).toBeNull();
  });

  it('lets only admins change it, with a valid https link', async () => {
    const payload = { customWebinarDate: null, whatsappLink: 'https://chat.whatsapp.com/x' };
    expect((await call(app, { method: 'PUT', url: '/api/webinar/config', payload })).status).toBe(401);
    expect((await call(app, { method: 'PUT', url: '/api/webinar/config', token: member.token, payload })).status).toBe(403);
    for (const bad of [{ ...payload, whatsappLink: 'javascript:alert(1)' }, { ...payload, whatsappLink: 'http://chat.whatsapp.com/x' }, { whatsappLink: 'https://x.y' }, { ...payload, customWebinarDate: 5 }]) {
      expect((await call(app, { method: 'PUT', url: '/api/webinar/config', token: admin.token, payload: bad })).status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('GET /api/webinar/cities', () => {
  it('answers over a thousand Indian cities with their state, cached for a day', async () => {
    const r = await call(app, { method: 'GET', url: '/api/webinar/cities' });
    expect(r.status).toBe(200);
    expect(r.res.headers['cache-control']).toMatch(/public, max-age=86400/);
    expect(r.res.headers['content-type']).toMatch(/application\/json/);
    const cities = r.body.data as { id: string; name: string; state: string }[];
    expect(cities.length).toBeGreaterThan(1000);
    expect(cities).toContainEqual({ id: expect.any(String), name: 'Pune', state: 'Maharashtra' });
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    // Some names repeat across states: one row, and one id, per state.
    const names = cities.map((c) => c.name);
    expect(new Set(names).size).toBeLessThan(names.length);
    const aurangabad = cities.filter((c) => c.name === 'Aurangabad');
    expect(aurangabad.map((c) => c.state).sort()).toEqual(['Bihar', 'Maharashtra']);
    expect(aurangabad[0].id).not.toBe(aurangabad[1].id);
  });
});

describe('POST /api/webinar/register', () => {
  it('stores the spec fields: city joined with language, FREE, not attended, server slot, GOOGLE by default', async () => {
    const before = nextWebinarDate(new Date());
    const r = await reg(body({ slotDate: '2020-01-01T00:00:00.000Z', txnId: 'PAID', attended: true, source: 'FB' }));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: true, code: 200, message: MSG.webinarRegistered, data: { _id: expect.any(String) } });
    const saved = await row(r.body.data._id);
    expect(saved).toMatchObject({ name: 'Amit Shah', email: 'amit@example.com', contact: '9812345670', city: 'Pune | Hindi', txnId: 'FREE', attended: false, source: 'GOOGLE' });
    const after = nextWebinarDate(new Date());
    expect([before.getTime(), after.getTime()]).toContain(saved.slotDate.getTime());
    expect(r.body.data.slotDate).toBe(saved.slotDate.toISOString());
  });

  it('is idempotent for the same email and slot: 200 with the first id, no second row', async () => {
    const first = await reg(body({ email: 'twice@example.com' }));
    const again = await reg(body({ email: 'TWICE@example.com', name: 'Someone Else' }));
    expect(again.status).toBe(200);
    expect(again.body.data._id).toBe(first.body.data._id);
    expect(await app.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.email, 'twice@example.com'))).toHaveLength(1);
  });

  it('marks FB only when utmSource is fb', async () => {
    const cases: [string | undefined | null, string][] = [['fb', 'FB'], ['FB', 'FB'], ['google', 'GOOGLE'], ['facebook', 'GOOGLE'], [undefined, 'GOOGLE'], [null, 'GOOGLE']];
    for (const [i, [utmSource, source]] of cases.entries()) {
      const r = await reg(body({ email: `utm${i}@example.com`, utmSource }));
      expect((await row(r.body.data._id)).source, String(utmSource)).toBe(source);
    }
  });

  it('takes city as optional and language English by default', async () => {
    const r = await reg(body({ email: 'nocity@example.com', city: undefined, language: undefined }));
    expect(r.status).toBe(200);
    expect((await row(r.body.data._id)).city).toBe(' | English');
    // null, as the spec's client may send an empty select, is no city too.
    const nullCity = await reg(body({ email: 'nullcity@example.com', city: null, language: 'Hindi' }));
    expect(nullCity.status).toBe(200);
    expect((await row(nullCity.body.data._id)).city).toBe(' | Hindi');
  });

  it('computes the slot from the server clock: Sunday before 16:00 IST is today, after is next week', async () => {
    const early = await register(app.db, { ...body({ email: 'clock@example.com' }), language: 'English' }, new Date('2026-11-22T10:29:00Z'));
    const late = await register(app.db, { ...body({ email: 'clock@example.com' }), language: 'English' }, new Date('2026-11-22T10:30:00Z'));
    expect(early.slotDate).toBe('2026-11-22T13:30:00.000Z');
    expect(late.slotDate).toBe('2026-11-29T13:30:00.000Z');
    expect(early._id).not.toBe(late._id);
  });

  it('answers the spec messages for bad fields', async () => {
    await expectFieldMessages(reg, body, [
      [{ name: '' }, MSG.nameRequired],
      [{ email: '' }, MSG.emailRequired],
      [{ email: 'not-an-email' }, MSG.emailRequired],
      [{ email: undefined }, MSG.emailRequired],
      [{ contact: '' }, MSG.contactRequired],
      [{ contact: '12345' }, MSG.invalidContact],
      [{ contact: 9812345670 }, MSG.contactRequired],
      [{ language: 'Tamil' }, 'Please choose English or Hindi'],
      [{ city: 'x'.repeat(101) }, expect.any(String) as unknown as string],
    ]);
  });

  it('is rate limited per IP', async () => {
    await expectRateLimitedPerIp((limited) => reg(body({ email: 'rl@example.com' }), limited));
  });

  it('answers 500 masked, never the first id of another slot, if the database fails', async () => {
    // The registration and its mail are written in one transaction (service.ts).
    const spy = vi.spyOn(app.db, 'transaction').mockImplementationOnce(() => { throw new Error('db down'); });
    const r = await reg(body({ email: 'fail@example.com' }));
    expect(r.status).toBe(500);
    expect(r.body.message).toBe(MSG.internalError);
    spy.mockRestore();
  });
});
