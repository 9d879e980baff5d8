import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_COUNT_CAP, MemberListSchema } from '@tlt/shared/back-office/members';
import { envelopeSchema } from '@tlt/shared/envelope';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

// A database of its own: more Kavitas than the count's cap, and the totals asserted exactly.
const app = await testApp({ fresh: true });
const admin = await makeUser(app, { userType: 'admin', name: 'Desk Admin', email: 'desk@example.com' });

/** Kavita 1 is the newest; every fifth is a Kavita Sharma, every fiftieth suspended. */
const KAVITAS = MEMBER_COUNT_CAP + 200;
await app.db.execute(sql.raw(`
  insert into users (name, email, password_hash, contact_no, active, created_at, updated_at)
  select 'Kavita ' || case when g % 5 = 0 then 'Sharma' else 'Verma' end || ' ' || g, 'kavita' || g || '@example.com', 'not-a-login',
         '98' || lpad(g::text, 8, '0'), g % 50 <> 0,
         timestamptz '2026-11-01 00:00:00+00' - g * interval '1 minute', timestamptz '2026-11-01 00:00:00+00' - g * interval '1 minute'
  from generate_series(1, ${KAVITAS}) g`));

const list = (qs: string) => call(app, { method: 'GET', url: `/api/user/all${qs}`, token: admin.token });
const emails = (r: Awaited<ReturnType<typeof list>>) => r.body.data.members.map((m: { email: string }) => m.email);
const kavitas = (from: number, n: number) => Array.from({ length: n }, (_, i) => `kavita${from + i}@example.com`);

describe('GET /api/user/all: a search counts its matches up to the cap', () => {
  it('a broad search says its count stopped at the cap, and still lists the newest matches first', async () => {
    const r = await list('?q=kavita&limit=10');
    expect(r.status).toBe(200);
    expect(envelopeSchema(MemberListSchema).strict().safeParse(r.body).success).toBe(true);
    expect(r.body.data).toMatchObject({ total: MEMBER_COUNT_CAP, totalCapped: true, offset: 0, limit: 10 });
    expect(emails(r)).toEqual(kavitas(1, 10));
    // Two letters (no trigram, the table is read) stop at the same cap.
    expect((await list('?q=Ka')).body.data).toMatchObject({ total: MEMBER_COUNT_CAP, totalCapped: true });
    expect(emails(await list('?q=Ka&limit=3'))).toEqual(kavitas(1, 3));
  });

  it('its first pages walk newest first under the capped count; deeper pages count every match', async () => {
    const second = await list('?q=kavita&offset=10&limit=10');
    expect(second.body.data).toMatchObject({ total: MEMBER_COUNT_CAP, totalCapped: true });
    expect(emails(second)).toEqual(kavitas(11, 10));
    const page = await list('?q=kavita&offset=500&limit=30');
    expect(page.body.data).toMatchObject({ total: KAVITAS, totalCapped: false });
    expect(emails(page)).toEqual(kavitas(501, 30));
    const last = await list(`?q=kavita&offset=${KAVITAS - 5}&limit=10`);
    expect(emails(last)).toEqual(kavitas(KAVITAS - 4, 5));
    expect((await list(`?q=kavita&offset=${KAVITAS + 10}&limit=10`)).body.data).toMatchObject({ members: [], total: KAVITAS, totalCapped: false });
  });

  it('a search within the cap, and filters alone, are counted exactly', async () => {
    const sharma = await list('?q=kavita%20sharma&limit=3');
    expect(sharma.body.data).toMatchObject({ total: KAVITAS / 5, totalCapped: false });
    expect(emails(sharma)).toEqual(['kavita5@example.com', 'kavita10@example.com', 'kavita15@example.com']);
    // Combined with a filter: suspended Kavitas (every fiftieth).
    const suspended = await list('?q=kavita&status=suspended&limit=2');
    expect(suspended.body.data).toMatchObject({ total: KAVITAS / 50, totalCapped: false });
    expect(emails(suspended)).toEqual(['kavita50@example.com', 'kavita100@example.com']);
    // No search: every member counted, however many.
    expect((await list('?limit=1')).body.data).toMatchObject({ total: KAVITAS + 1, totalCapped: false });
    expect((await list('?status=active&limit=1')).body.data).toMatchObject({ total: KAVITAS + 1 - KAVITAS / 50, totalCapped: false });
  });
});
