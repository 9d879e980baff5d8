import { eq } from 'drizzle-orm';
import { type BillingDetails, INVOICE_MSG } from '@tlt/shared/invoices';
import type { Db } from '../../db/client.ts';
import { billingDetails } from '../../db/schema/index.ts';

/** GET /api/user/me/billing-details: the state the caller's next invoices name (null: not given). */
export async function readBillingDetails(db: Db, userId: string): Promise<BillingDetails> {
  const [row] = await db.select({ stateCode: billingDetails.stateCode }).from(billingDetails).where(eq(billingDetails.userId, userId));
  return { stateCode: row?.stateCode ?? null };
}

/**
 * PUT /api/user/me/billing-details: applies to invoices issued from now on; an issued invoice keeps
 * the place of supply it was issued with (decision 0032).
 */
export async function saveBillingDetails(db: Db, userId: string, input: BillingDetails) {
  await db.insert(billingDetails).values({ userId, stateCode: input.stateCode })
    .onConflictDoUpdate({ target: billingDetails.userId, set: { stateCode: input.stateCode, updatedAt: new Date() } });
  return { details: await readBillingDetails(db, userId), message: INVOICE_MSG.billingSaved };
}
