import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromIndiaWallClock } from '@tlt/shared/india-time';
import type { Db } from '../../db/client.ts';
import { creditNotes, invoiceCounters, invoices, payments, refunds, users } from '../../db/schema/index.ts';
import { makeUser, paidOrder, signupBody } from '../../../test/factories.ts';
import { call, testApp, testDatabase } from '../../../test/helper.ts';
import { putSeller } from '../../../test/billing.ts';
import { findPlan } from '../plans/service.ts';
import { grantPaidPeriod } from './index.ts';

const app = await testApp();
const yearly = (await findPlan(app.db, 3))!;
// No invoice is issued before the seller is set (issue 26).
await putSeller(app, (await makeUser(app, { userType: 'admin' })).token);

/** A manual payment recorded by billing at `now` (the clock passed in), in a transaction of its own. */
async function payAt(now: Date, after?: (tx: Db) => Promise<void>) {
  const { user } = await makeUser(app, { months: 0 });
  await app.db.transaction(async (tx) => {
    const paid = { plan: yearly, order: null, amountPaise: 3_499_900, txnId: `manual-${now.getTime()}`, orderId: null, source: 'manual' as const, start: now, end: new Date(now.getTime() + 365 * 86_400_000), coursesFrom: now };
    await grantPaidPeriod(tx, user.id, paid, now);
    await after?.(tx);
  });
  const [row] = await app.db.select({ number: invoices.number, issuedAt: invoices.issuedAt }).from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId)).where(eq(payments.userId, user.id));
  return row;
}

describe('invoice numbers', () => {
  it('run on within a financial year and start again at 1 on 1 April, India time', async () => {
    const march = await payAt(fromIndiaWallClock(2041, 2, 31, 23, 59));
    const march2 = await payAt(fromIndiaWallClock(2041, 2, 31, 23, 59));
    const april = await payAt(fromIndiaWallClock(2041, 3, 1, 0, 0));
    const april2 = await payAt(fromIndiaWallClock(2041, 3, 20));
    expect([march.number, march2.number, april.number, april2.number]).toEqual(['TLT/40-41/000001', 'TLT/40-41/000002', 'TLT/41-42/000001', 'TLT/41-42/000002']);
    expect(april.issuedAt.toISOString()).toBe('2041-03-31T18:30:00.000Z');
  });

  it('a payment that rolls back gives its number back: no gap', async () => {
    const at = fromIndiaWallClock(2043, 5, 1);
    await expect(payAt(at, async () => {
      throw new Error('the signup failed after the payment was written');
    })).rejects.toThrow('the signup failed');
    expect((await payAt(at)).number).toBe('TLT/43-44/000001');
  });

  it('ten payments at once take ten distinct, consecutive numbers', async () => {
    const orders = await Promise.all(Array.from({ length: 10 }, () => paidOrder(app, { planId: 2 })));
    const answers = await Promise.all(orders.map(({ email, proof }) => call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(email, proof) })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await app.db.select({ seq: invoices.seq, fy: invoices.fiscalYear }).from(invoices).innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(inArray(payments.txnId, orders.map((o) => o.proof.txnId)));
    const seqs = rows.map((r) => r.seq).sort((a, b) => a - b);
    expect(new Set(rows.map((r) => r.fy)).size).toBe(1);
    expect(seqs).toEqual(Array.from({ length: 10 }, (_, i) => seqs[0] + i));
  });
});

describe('migration 0017 backfill', () => {
  it('numbers the payments recorded before it in payment order per financial year, and processed refunds in their own series', async () => {
    const database = await testDatabase();
    try {
      const db = database.db;
      const [u] = await db.insert(users).values({ name: 'Old Member', email: 'old@example.com', passwordHash: 'x' }).returning();
      const pay = async (iso: string, n: number) => (await db.insert(payments).values({
        userId: u.id, amountPaise: 100_000 * n, txnId: `pay_old${n}`, planType: 'Yearly', source: 'test',
        startDate: new Date(iso), endDate: new Date('2040-01-01'), createdAt: new Date(iso),
      }).returning())[0];
      const late = await pay('2026-04-01T00:00:00Z', 1);
      const lastOfMarch = await pay('2026-03-31T18:29:00Z', 2); // 23:59 on 31 March in India
      const firstOfApril = await pay('2026-03-31T18:31:00Z', 3); // 00:01 on 1 April
      await db.insert(refunds).values({
        paymentId: late.id, userId: u.id, provider: 'test', providerPaymentId: 'pay_old1', amountPaise: 100_000, status: 'processed',
        idempotencyKey: 'old-refund', withinWindow: true, videosUnlocked: false, suggestedPaise: 100_000,
        processedAt: new Date('2026-04-02T00:00:00Z'), endedPeriodFrom: new Date('2041-01-01'),
      });
      const migration = fs.readFileSync(path.join(import.meta.dirname, '../../db/migrations/0017_invoices.sql'), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint').filter((s) => s.includes('INSERT INTO'))) await db.execute(sql.raw(statement));

      const byPayment = new Map((await db.select().from(invoices)).map((i) => [i.paymentId, i]));
      expect(byPayment.get(lastOfMarch.id)).toMatchObject({ number: 'TLT/25-26/000001', buyerName: 'Old Member', gstRateBp: 1800, seller: null });
      expect(byPayment.get(firstOfApril.id)!.number).toBe('TLT/26-27/000001');
      // The full refund's cut is undone on the invoice: the period paid for.
      expect(byPayment.get(late.id)).toMatchObject({ number: 'TLT/26-27/000002', periodEnd: new Date('2041-01-01') });
      expect((await db.select().from(creditNotes)).map((c) => c.number)).toEqual(['TCN/26-27/000001']);
      expect(await db.select().from(invoiceCounters).orderBy(invoiceCounters.series, invoiceCounters.fiscalYear)).toEqual([
        { series: 'credit_note', fiscalYear: '2026-27', lastNumber: 1 },
        { series: 'invoice', fiscalYear: '2025-26', lastNumber: 1 },
        { series: 'invoice', fiscalYear: '2026-27', lastNumber: 2 },
      ]);
    } finally {
      await database.close();
    }
  });
});
