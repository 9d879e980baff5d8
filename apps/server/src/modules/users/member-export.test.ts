import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, users } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { testApp } from '../../../test/helper.ts';
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
      startDate: pay.startDate, endDate: pay.endDate, planStatus: 'Current', account: 'Suspended', profitable: 'No', joined: made[1].user.createdAt,
    });
    expect(rows[0]).toMatchObject({ plan: '', amount: null, startDate: null, endDate: null, planStatus: 'No plan' });
    // A page size the rows divide exactly ends on an empty page, still without a repeat.
    expect((await all({}, 5)).length).toBe(5);
  });

  it('honours the list search and filters', async () => {
    expect((await all({ status: 'suspended' })).map((r) => r.email)).toEqual(['export2@example.com']);
    expect((await all({ q: '98765 432' })).map((r) => r.email)).toEqual(['export2@example.com']);
    expect((await all({ period: 'expired' })).map((r) => r.email)).toEqual(['export5@example.com']);
  });
});
