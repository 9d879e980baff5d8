import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPeriodEnd } from '@tlt/shared/period-dates';
import { payments, users } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { readXlsx, readXlsxExport } from '../../../test/xlsx.ts';
import { indiaDayMonthYear, RUPEE_FORMAT } from '../../lib/xlsx.ts';
import { memberExportRows, type MemberExportRow } from './member-export.ts';

// A database of its own: the export lists everyone.
const app = await testApp({ fresh: true });
const made: Awaited<ReturnType<typeof makeUser>>[] = [];
for (let i = 1; i <= 5; i += 1) {
  made.push(await makeUser(app, { name: `Export ${i}`, email: `export${i}@example.com`, months: i === 5 ? 0 : 6 }));
}
await app.db.update(users).set({ active: false, contactNo: '+91 98765-43210' }).where(eq(users.email, 'export2@example.com'));

const all = async (f = {}, pageSize = 2) => {
  const rows: MemberExportRow[] = [];
  for await (const r of memberExportRows(app.db, f, { pageSize })) rows.push(r);
  return rows;
};

describe('memberExportRows', () => {
  it('reads every member newest first by keyset pages, none twice', async () => {
    const rows = await all();
    expect(rows.map((r) => r.email)).toEqual(['export5@example.com', 'export4@example.com', 'export3@example.com', 'export2@example.com', 'export1@example.com']);
    const [pay] = await app.db.select().from(payments).where(eq(payments.userId, made[1].user.id));
    expect(rows[3]).toEqual({
      name: 'Export 2', email: 'export2@example.com', phone: '+91 98765-43210', plan: 'Half-Yearly', amount: 17999,
      startDate: pay.startDate, endDate: formatPeriodEnd(pay.endDate, 'dmy'), planStatus: 'Current', account: 'Suspended', profitable: 'No', joined: made[1].user.createdAt,
    });
    expect(rows[0]).toMatchObject({ plan: '', amount: null, startDate: null, endDate: '', planStatus: 'No plan' });
    // A page size the rows divide exactly ends on an empty page, still without a repeat.
    expect((await all({}, 5)).length).toBe(5);
  });

  it('honours the list search and filters', async () => {
    expect((await all({ status: 'suspended' })).map((r) => r.email)).toEqual(['export2@example.com']);
    expect((await all({ q: '98765 432' })).map((r) => r.email)).toEqual(['export2@example.com']);
    expect((await all({ period: 'expired' })).map((r) => r.email)).toEqual(['export5@example.com']);
  });
});

describe('GET /api/user/export', () => {
  // Made when this block starts, after the row source's tests counted the members.
  let admin!: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    admin = await makeUser(app, { userType: 'admin', name: 'Export Admin', email: 'export-admin@example.com' });
  });
  const member = made[0];
  const get = (qs: string, token?: string) => call(app, { method: 'GET', url: `/api/user/export${qs}`, token });

  it('is for admins only: 401 without a session, 403 for a member', async () => {
    expect((await get('')).status).toBe(401);
    expect((await get('', member.token)).status).toBe(403);
  });

  it('streams the matching members as members-DD-MM-YYYY.xlsx: dates DD-MM-YYYY, money in rupees, newest first', async () => {
    const r = await get('?period=current', admin.token);
    expect(r.res.headers['content-disposition']).toContain(`members-${indiaDayMonthYear(new Date())}.xlsx`);
    const sheet = await readXlsxExport(r, 'members', 'Members');
    expect(sheet.rows[0]).toEqual(['Name', 'E-mail', 'Phone', 'Plan', 'Amount paid', 'Start date', 'End date', 'Plan status', 'Account', 'Profitable', 'Joined']);
    expect(sheet.rows.slice(1).map((row) => row[1])).toEqual(['export4@example.com', 'export3@example.com', 'export2@example.com', 'export1@example.com']);
    const [pay] = await app.db.select().from(payments).where(eq(payments.userId, made[1].user.id));
    expect(sheet.rows[3]).toEqual([
      'Export 2', 'export2@example.com', '+91 98765-43210', 'Half-Yearly', 17999, indiaDayMonthYear(pay.startDate), formatPeriodEnd(pay.endDate, 'dmy'),
      'Current', 'Suspended', 'No', indiaDayMonthYear(made[1].user.createdAt),
    ]);
    expect(sheet.numFmts[3][4]).toBe(RUPEE_FORMAT);
  });

  it('honours the same search and filters as the list, and answers the e-mail list with columns=email', async () => {
    const searched = await readXlsx((await get('?q=98765%20432', admin.token)).res.rawPayload);
    expect(searched.rows.slice(1).map((row) => row[0])).toEqual(['Export 2']);
    const r = await get('?status=active&period=current&columns=email', admin.token);
    expect(r.res.headers['content-disposition']).toContain(`member-emails-${indiaDayMonthYear(new Date())}.xlsx`);
    const emails = await readXlsx(r.res.rawPayload);
    expect(emails.rows).toEqual([['E-mail'], ['export4@example.com'], ['export3@example.com'], ['export1@example.com']]);
    // Nobody matches: a workbook with the header only.
    expect((await readXlsx((await get('?q=nobody-at-all', admin.token)).res.rawPayload)).rows).toHaveLength(1);
  });

  it('refuses bad filters with 400 before any file starts', async () => {
    for (const qs of ['?status=asleep', '?columns=phone', `?q=${'x'.repeat(101)}`]) {
      const r = await get(qs, admin.token);
      expect(r.status).toBe(400);
      expect(r.body.status).toBe(false);
    }
  });
});

describe('memberExportRows keyset', () => {
  it('loses no member created within the same millisecond as another (microseconds kept in the cursor)', async () => {
    const ties = [];
    for (let i = 1; i <= 3; i += 1) ties.push((await makeUser(app, { name: `Tie ${i}`, email: `tie${i}@example.com`, months: 0 })).user);
    // Three members 100 µs apart inside one millisecond, as a fast import can make them.
    for (const [i, u] of ties.entries()) await app.db.execute(sql`update users set created_at = ${`2020-01-01 00:00:00.000${i + 1}05+00`}::timestamptz where id = ${u.id}`);
    expect((await all({ q: 'tie' }, 1)).map((r) => r.name)).toEqual(['Tie 3', 'Tie 2', 'Tie 1']);
  });
});
