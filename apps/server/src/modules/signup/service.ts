import { MSG } from '@tlt/shared/messages';
import { DEFAULT_LOCALE, type Locale } from '@tlt/shared/i18n/locale';
import type { SignupInput } from '@tlt/shared/signup';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordConsent } from '../consents/service.ts';
import { recordAudit } from '../audit/index.ts';
import { createSession } from '../auth/service.ts';
import { consumeOrder, grantPaidPeriod, receiptOf, signupPayment } from '../billing/index.ts';
import { loadUserDto } from '../user-record/service.ts';

/** The signed-in caller, when there is one, and the address the request came from (for the audit). */
interface Caller { id: string; userType: 'normal' | 'admin'; ip?: string }

/**
 * One transaction: the order marked used, the user, then billing's paid period (payment with
 * amount and dates from the order and plan, never the browser; course purchases; coupon use).
 * A manual payment (an admin bringing a member over) needs an admin caller and no signature.
 * An admin creating an account writes `member.create` in the same transaction; a self-signup
 * records the terms and privacy consents of the form's checkbox there (decision 0033).
 * `language`: the language the member signed up in (their mails and pushes follow it); an account an
 * admin creates starts in English, as the admin's page language says nothing of the member's.
 */
export async function signup(db: Db, keySecret: string, input: SignupInput & { email: string }, caller?: Caller, language: Locale = DEFAULT_LOCALE) {
  const admin = caller?.userType === 'admin';
  const paid = await signupPayment(db, keySecret, input.payment, input.email, admin);
  const passwordHash = await hashPassword(input.password);

  const { userId, paymentId } = await db.transaction(async (t) => {
    // The order first: a replayed payment is refused as such, before its email is.
    if (paid.order) await consumeOrder(t, paid.order.id, paid.txnId);
    const [user] = await t.insert(users).values({
      name: input.name, email: input.email, contactNo: input.contactNo, passwordHash,
      userType: admin && input.userType === 'admin' ? 'admin' : 'normal',
      active: admin ? (input.active ?? true) : true,
      portfolio: input.portfolio ?? null, experience: input.experience ?? null, investorType: input.investorType ?? null,
      deviceTokens: [input.deviceToken ?? []].flat().filter(Boolean).slice(0, 10),
      language: admin ? DEFAULT_LOCALE : language,
    }).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
    if (!user) throw conflict(MSG.userExists);
    const { paymentId } = await grantPaidPeriod(t, user.id, paid);
    // The registration form's checkbox (terms and privacy policy); a member an admin creates gave none here.
    if (!admin) await recordConsent(t, { userId: user.id, kinds: ['terms', 'privacy'], source: 'signup' });
    if (admin && caller) {
      await recordAudit(t, {
        action: 'member.create', actorId: caller.id, targetUserId: user.id, ip: caller.ip ?? null,
        after: { email: input.email, plan: paid.plan.planType, amount: paid.amountPaise / 100, source: paid.source, txnId: paid.txnId },
      });
    }
    return { userId: user.id, paymentId };
  });

  const user = (await loadUserDto(db, userId))!;
  // Only the new member gets a session; an admin creating someone keeps their own.
  const token = admin && paid.source === 'manual' ? null : await createSession(db, userId, { remember: true });
  return { user, token, receipt: { ...receiptOf(paid), paymentId } };
}

