import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { readXlsx, readXlsxExport } from '../../../test/xlsx.ts';
import { expectAdminListGuards } from '../../../test/form-checks.ts';
import { leadExportRows } from './service.ts';

const app = await testApp({ fresh: true });
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app);

/** Five leads, two of them free-content requests, created a minute apart (oldest first). */
const SEEDED = [
  { email: 'a@example.com', label: '', gender: 'female' },
  { email: 'b@example.com', label: 'Gift form 1', gender: 'free' },
  { email: 'c@example.com', label: '', gender: 'male' },
  { email: 'd@example.com', label: 'Gift form 2', gender: 'free' },
  { email: 'e@example.com', label: '', gender: 'male' },
];
for (const [i, l] of SEEDED.entries()) {
  const r = await call(app, { method: 'POST', url: '/api/lead/create', payload: { ...l, name: `Lead ${i}`, age: 30, contactNo: '9123456780' } });
  expect(r.status).toBe(200);
  // 20:00 UTC is 01:30 the next day in India.
  await app.db.update(leads).set({ createdAt: new Date(Date.UTC(2026, 2, 1 + i, 20)), lastRequestedAt: new Date(Date.UTC(2026, 2, 1 + i, 20)) })
    .where(eq(leads.email, l.email));
}

const list = (qs: string, token = admin.token) => call(app, { method: 'GET', url: `/api/lead/allLeads${qs}`, token });
const exportOf = (qs: string, token: string | undefined = admin.token) => call(app, { method: 'GET', url: `/api/lead/export${qs}`, token });
const emails = (ls: { email: string }[]) => ls.map((l) => l.email);

describe('GET /api/lead/allLeads: each section paged on its own', () => {
  it('without a section answers both pages in one window, data.data an array, and both totals', async () => {
    const r = (await list('?limit=2&offset=0')).body.data;
    expect(emails(r.data)).toEqual(['e@example.com', 'd@example.com']);
    expect(emails(r.freeContent)).toEqual(['d@example.com', 'b@example.com']);
    expect(r).toMatchObject({ total: 5, freeTotal: 2, limit: 2, offset: 0 });
  });

  it('section=all pages every lead and leaves the free page empty; section=free the gift-form leads only', async () => {
    const all = (await list('?section=all&limit=2&offset=2')).body.data;
    expect(emails(all.data)).toEqual(['c@example.com', 'b@example.com']);
    expect(all.freeContent).toEqual([]);
    expect(all).toMatchObject({ total: 5, freeTotal: 2, offset: 2 });
    const free = (await list('?section=free&limit=1&offset=1')).body.data;
    expect(free.data).toEqual([]);
    expect(emails(free.freeContent)).toEqual(['b@example.com']);
    expect(free.freeContent[0]).toMatchObject({ label: 'Gift form 1', requests: 1, gender: 'free' });
  });

  it('answers 400 to a bad section or window, 401 to visitors and 403 to members', async () => {
    await expectAdminListGuards(list, member.token, ['?section=gift', '?limit=0', '?limit=5001', '?offset=-1', '?offset=1e12'], '?section=');
  });
});

describe('GET /api/lead/export (admin)', () => {
  it('streams the section as a workbook with the label, request count and DD-MM-YYYY dates (India)', async () => {
    const r = await exportOf('?section=all');
    const sheet = await readXlsxExport(r, 'leads', 'All Leads');
    expect(sheet.rows[0]).toEqual(['Name', 'Email', 'Label', 'Contact', 'Age', 'Gender', 'Requests', 'First requested', 'Last requested']);
    expect(sheet.rows.slice(1).map((row) => row[1])).toEqual(['e@example.com', 'd@example.com', 'c@example.com', 'b@example.com', 'a@example.com']);
    expect(sheet.rows[2]).toEqual(['Lead 3', 'd@example.com', 'Gift form 2', '9123456780', '30', 'free', 1, '05-03-2026', '05-03-2026']);
    // No section is "all".
    expect((await readXlsx((await exportOf('')).res.rawPayload)).rows).toHaveLength(6);
  });

  it('honours the section: free holds only the gift-form leads', async () => {
    const r = await exportOf('?section=free');
    expect(r.res.headers['content-disposition']).toMatch(/filename="free-content-requestors-\d\d-\d\d-\d{4}\.xlsx"/);
    const sheet = await readXlsx(r.res.rawPayload);
    expect(sheet.sheetName).toBe('Free Content Requestors');
    expect(sheet.rows.slice(1).map((row) => [row[1], row[2]])).toEqual([['d@example.com', 'Gift form 2'], ['b@example.com', 'Gift form 1']]);
  });

  it('keeps a name that starts like a formula as text, and counts repeat requests', async () => {
    const evil = '=HYPERLINK("http://evil.example","Click")';
    for (let i = 0; i < 2; i++)
      await call(app, { method: 'POST', url: '/api/lead/create', payload: { email: 'x@example.com', name: evil, gender: 'free', contactNo: '9123456780' } });
    const sheet = await readXlsx((await exportOf('?section=free')).res.rawPayload);
    const row = sheet.rows.find((cells) => cells[1] === 'x@example.com')!;
    expect(row[0]).toBe(`'${evil}`);
    expect(row[6]).toBe(2);
  });

  it('answers 400 to a bad section, 401 to visitors and 403 to members', async () => {
    expect((await exportOf('?section=gift')).status).toBe(400);
    expect((await exportOf('', '')).status).toBe(401);
    expect((await exportOf('', member.token)).status).toBe(403);
  });
});

describe('leadExportRows', () => {
  it('reads keyset pages without repeating or skipping a lead, even when leads share a time', async () => {
    await app.db.update(leads).set({ createdAt: new Date('2026-06-01T00:00:00Z') });
    const read: string[] = [];
    for await (const l of leadExportRows(app.db, 'all', { pageSize: 2 })) read.push(`${l.email}/${l.label}`);
    const n = await app.db.$count(leads);
    expect(n).toBe(6);
    expect(read).toHaveLength(n);
    expect(new Set(read).size).toBe(n);
  });

  it('loses no lead recorded within the same millisecond as another (microseconds kept in the cursor)', async () => {
    await app.db.execute(sql`update leads set created_at = '2026-06-01 00:00:00.000105+00'::timestamptz + (row_number * interval '100 microseconds')
      from (select id as rid, row_number() over (order by id) as row_number from leads) n where leads.id = n.rid`);
    const read: string[] = [];
    for await (const l of leadExportRows(app.db, 'all', { pageSize: 1 })) read.push(l._id);
    expect(read).toHaveLength(await app.db.$count(leads));
    expect(new Set(read).size).toBe(read.length);
  });
});
