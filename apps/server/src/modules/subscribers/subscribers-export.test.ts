import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { readXlsx, readXlsxExport } from '../../../test/xlsx.ts';
import { subscriberExportRows } from './service.ts';

const app = await testApp({ fresh: true });
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app);
const sub = (email: string) => call(app, { method: 'POST', url: '/api/subscribers/subscribe', payload: { email } });
const exportAs = (token?: string) => call(app, { method: 'GET', url: '/api/subscribers/export', token });

describe('GET /api/subscribers/export (admin)', () => {
  it('streams every subscriber, newest first, as a workbook: email and the India date as DD-MM-YYYY', async () => {
    for (const e of ['old@example.com', 'mid@example.com', 'new@example.com']) await sub(e);
    // 20:00 UTC on 4 March is 01:30 on 5 March in India.
    await app.db.update(subscribers).set({ createdAt: new Date('2026-03-04T20:00:00Z') }).where(sql`${subscribers.email} = 'old@example.com'`);
    await app.db.update(subscribers).set({ createdAt: new Date('2026-03-10T06:00:00Z') }).where(sql`${subscribers.email} = 'mid@example.com'`);
    await app.db.update(subscribers).set({ createdAt: new Date('2026-04-01T06:00:00Z') }).where(sql`${subscribers.email} = 'new@example.com'`);

    const r = await exportAs(admin.token);
    const sheet = await readXlsxExport(r, 'subscribers', 'Subscribers');
    expect(sheet.rows).toEqual([
      ['Email', 'Subscribed on'],
      ['new@example.com', '01-04-2026'],
      ['mid@example.com', '10-03-2026'],
      ['old@example.com', '05-03-2026'],
    ]);
  });

  it('keeps an address that starts like a formula as text, with a leading apostrophe', async () => {
    expect((await sub('-2+3@example.com')).status).toBe(200);
    const sheet = await readXlsx((await exportAs(admin.token)).res.rawPayload);
    expect(sheet.rows.map((row) => row[0])).toContain("'-2+3@example.com");
    for (const row of sheet.rows) expect(typeof row[0]).toBe('string');
  });

  it('refuses visitors (401) and members (403) with the envelope, not a file', async () => {
    const visitor = await exportAs();
    expect(visitor.status).toBe(401);
    expect(visitor.body.status).toBe(false);
    expect((await exportAs(member.token)).status).toBe(403);
  });
});

describe('subscriberExportRows', () => {
  it('reads keyset pages: rows sharing a time are neither repeated nor skipped across pages', async () => {
    const fresh = await testApp({ fresh: true });
    const same = new Date('2026-05-01T00:00:00Z');
    await fresh.db.insert(subscribers).values(
      Array.from({ length: 7 }, (_, i) => ({ email: `k${i}@example.com`, createdAt: i < 5 ? same : new Date(same.getTime() - i * 1000) })),
    );
    const read: string[] = [];
    for await (const r of subscriberExportRows(fresh.db, { pageSize: 2 })) read.push(r.email);
    expect(read).toHaveLength(7);
    expect(new Set(read).size).toBe(7);
    expect(read.slice(5)).toEqual(['k5@example.com', 'k6@example.com']);
  });

  it('loses no subscriber who signed up within the same millisecond as another (microseconds kept in the cursor)', async () => {
    const fresh = await testApp({ fresh: true });
    // Three rows 100 µs apart inside one millisecond: a page ending on the first must not skip the others.
    for (const i of [1, 2, 3]) {
      await fresh.db.execute(sql`insert into subscribers (email, created_at) values (${`us${i}@example.com`}, ${`2026-05-01 00:00:00.000${i}05+00`}::timestamptz)`);
    }
    const read: string[] = [];
    for await (const r of subscriberExportRows(fresh.db, { pageSize: 1 })) read.push(r.email);
    expect(read).toEqual(['us3@example.com', 'us2@example.com', 'us1@example.com']);
  });
});
