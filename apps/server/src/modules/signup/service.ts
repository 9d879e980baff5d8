import { MSG } from '@tlt/shared/messages';
import type { SignupInput } from '@tlt/shared/signup';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createSession } from '../auth/service.ts';
import { consumeOrder, grantPaidPeriod, receiptOf, signupPayment } from '../billing/index.ts';
import { loadUserDto } from '../users/service.ts';

interface Caller { userType: 'normal' | 'admin' }

/**
 * One transaction: the order marked used, the user, then billing's paid period (payment with
 * amount and dates from the order and plan, never the browser; course purchases; coupon use).
 * A manual payment (an admin bringing a member over) needs an admin caller and no signature.
 */
export async function signup(db: Db, keySecret: string, input: SignupInput & { email: string }, caller?: Caller) {
  const admin = caller?.userType === 'admin';
  const paid = await signupPayment(db, keySecret, input.payment, input.email, admin);
  const passwordHash = await hashPassword(input.password);

  const userId = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The order first: a replayed payment is refused as such, before its email is.
    if (paid.order) await consumeOrder(t, paid.order.id, paid.txnId);
    const [user] = await t.insert(users).values({
      name: input.name, email: input.email, contactNo: input.contactNo, passwordHash,
      userType: admin && input.userType === 'admin' ? 'admin' : 'normal',
      active: admin ? (input.active ?? true) : true,
      portfolio: input.portfolio ?? null, experience: input.experience ?? null, investorType: input.investorType ?? null,
      deviceTokens: [input.deviceToken ?? []].flat().filter(Boolean).slice(0, 10),
    }).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
    if (!user) throw conflict(MSG.userExists);
    await grantPaidPeriod(t, user.id, paid);
    return user.id;
  });

  const user = (await loadUserDto(db, userId))!;
  // Only the new member gets a session; an admin creating someone keeps their own.
  const token = admin && paid.source === 'manual' ? null : await createSession(db, userId, { remember: true });
  return { user, token, receipt: receiptOf(paid) };
}

