import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { leads } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { expectFieldMessages, expectRateLimitedPerIp } from '../../../test/form-checks.ts';

const app = await testApp({ fresh: true });
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app);

const body = (extra: object = {}) => ({ email: 'lead@example.com', name: 'Priya', age: 31, gender: 'female', contactNo: '9123456780', ...extra });
const create = (payload: object, a = app) => call(a, { method: 'POST', url: '/api/lead/create', payload });
const rows = (email: string) => app.db.select().from(leads).where(eq(leads.email, email));

describe('POST /api/lead/create', () => {
  it('records a lead, and a repeat of the same email and label bumps its counter instead of a second row', async () => {
    const first = await create(body());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: true, code: 200, message: MSG.leadRecorded, data: { label: '', requests: 1 } });
    const again = await create(body({ name: 'Priya S', email: 'LEAD@example.com' }));
    expect(again.body).toMatchObject({ status: true, code: 200, message: MSG.leadRepeated, data: { _id: first.body.data._id, requests: 2 } });
    const [row, ...rest] = await rows('lead@example.com');
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ requests: 2, name: 'Priya S', age: '31' });
    expect(row.lastRequestedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
  });

  it('takes the label explicitly or split off the email ("x@y.com - Gift form 1"); another label is another lead', async () => {
    const split = await create(body({ email: 'gift@example.com - Gift form 1', gender: 'free', age: undefined }));
    expect(split.body).toMatchObject({ message: MSG.leadRecorded, data: { label: 'Gift form 1' } });
    const explicit = await create(body({ email: 'gift@example.com', label: 'Gift form 1', gender: 'free' }));
    expect(explicit.body).toMatchObject({ message: MSG.leadRepeated, data: { _id: split.body.data._id, requests: 2 } });
    const other = await create(body({ email: 'gift@example.com', label: 'Gift form 2', gender: 'free' }));
    expect(other.body.message).toBe(MSG.leadRecorded);
    expect((await rows('gift@example.com')).map((r) => r.label).sort()).toEqual(['Gift form 1', 'Gift form 2']);
  });

  it('answers the spec messages for bad fields', async () => {
    await expectFieldMessages(create, body, [
      [{ email: '' }, MSG.emailRequired],
      [{ email: 'nope' }, MSG.invalidEmail],
      [{ email: 'nope - Gift form 1' }, MSG.invalidEmail],
      [{ name: '' }, MSG.nameRequired],
      [{ contactNo: '' }, MSG.contactRequired],
      [{ contactNo: '12345' }, MSG.invalidContact],
      [{ gender: undefined }, MSG.invalidInput],
      [{ age: 'forty-two' }, expect.any(String) as unknown as string],
    ]);
  });

  it('is rate limited per IP', async () => {
    await expectRateLimitedPerIp((limited) => create(body({ email: 'rl@example.com' }), limited));
  });
});

describe('GET /api/lead/allLeads (admin)', () => {
  it('answers data.data (all leads, newest first) and freeContent (gift-form leads)', async () => {
    const r = await call(app, { method: 'GET', url: '/api/lead/allLeads', token: admin.token });
    expect(r.status).toBe(200);
    const { data, freeContent, total } = r.body.data;
    expect(Array.isArray(data)).toBe(true);
    expect(total).toBe(data.length);
    // The rate-limit test wrote to another database; this app's are the three above, newest first.
    expect(data.map((l: { email: string; label: string }) => `${l.email}/${l.label}`)).toEqual([
      'gift@example.com/Gift form 2', 'gift@example.com/Gift form 1', 'lead@example.com/',
    ]);
    expect(freeContent.map((l: { label: string }) => l.label)).toEqual(['Gift form 2', 'Gift form 1']);
    expect(freeContent.every((l: { gender: string }) => l.gender === 'free')).toBe(true);
  });

  it('refuses visitors (401) and members (403)', async () => {
    expect((await call(app, { method: 'GET', url: '/api/lead/allLeads' })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/lead/allLeads', token: member.token })).status).toBe(403);
  });
});
