import { desc, eq } from 'drizzle-orm';
import type { MemberRefund } from '@tlt/shared/back-office/members';
import type { Db } from '../../db/client.ts';
import { refunds } from '../../db/schema/index.ts';
import { refundEnded } from './issue-refund.ts';

/**
 * A member's refunds, newest first, as the admin's member page lists them: which payment (our
 * payment id and the provider's), the amount in rupees, the status, when it was issued and what it ended.
 */
export async function listRefunds(db: Db, userId: string): Promise<MemberRefund[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.userId, userId)).orderBy(desc(refunds.createdAt));
  return rows.map((r) => ({
    _id: r.id,
    paymentId: r.paymentId,
    txnId: r.providerPaymentId,
    amount: r.amountPaise / 100,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    ...refundEnded(r),
  }));
}
