import { and, type AnyColumn, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { ACCOUNT_MSG, DELETED_MEMBER_NAME, type ErasePosts, type EraseResult, erasedEmail } from '@tlt/shared/account';
import type { AuditAction } from '@tlt/shared/back-office/audit';
import { accountErasedMail } from '../../adapters/mail/account-templates.ts';
import type { Db } from '../../db/client.ts';
import {
  analyticsEvents, auditLog, billingDetails, consents, contactQueries, emailChanges, idempotencyKeys, leads, livePresence,
  notifications, orders, passwordResets, pushSubscriptions, renewalTokens, sessions, subscribers, users, webinarRegistrations,
} from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { recordAudit } from '../audit/index.ts';
import { consentsOf } from '../consents/service.ts';
import { erasePosts } from './erase-posts.ts';

type UserRow = typeof users.$inferSelect;

/** Who erases: the member themselves (account.erase) or an admin on their request (member.erase). */
export interface Eraser {
  actorId: string;
  ip: string;
  action: Extract<AuditAction, 'account.erase' | 'member.erase'>;
  reason?: string;
}


/** Audit entries about the member keep what happened, not who they were: these keys' values go. */
const PERSONAL_KEYS = ['name', 'email', 'contactNo', 'oldEmail', 'newEmail'];
const scrubbed = (col: AnyColumn) => sql`case when jsonb_typeof(${col}) = 'object' then (
  select coalesce(jsonb_object_agg(e.k, case when e.k in (${sql.join(PERSONAL_KEYS.map((k) => sql`${k}`), sql`, `)})
    then '"(erased)"'::jsonb else e.v end), '{}'::jsonb) from jsonb_each(${col}) as e(k, v)) else ${col} end`;

/** The member's row, locked; refused when it is an admin's or already erased. */
export async function lockErasable(tx: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) return undefined;
  if (row.erasedAt) throw conflict(ACCOUNT_MSG.alreadyErased);
  if (row.userType === 'admin') throw badRequest(ACCOUNT_MSG.adminNotErasable);
  return row;
}

/**
 * Erasure under the DPDP Act (issue 15 §6, decision 0033), in the caller's transaction, on a row
 * locked by lockErasable. The users row stays as a placeholder (payments, invoices and kept posts
 * point at it) with every personal field emptied; everything else that names the person goes.
 * Payments, refunds, course purchases and billing's invoices and credit notes stay: the tax and
 * accounting laws require them, and the invoice is the one place the name and e-mail are kept.
 */
export async function eraseLocked(tx: Db, mailer: Pick<AppMailer, 'send'>, row: UserRow, mode: ErasePosts, by: Eraser): Promise<EraseResult> {
  const userId = row.id;
  const email = row.email;
  const who = { userId, email };

  const { postsRemoved, commentsRemoved } = await erasePosts(tx, userId, mode);
  // Sessions end (the auth_changed trigger tells every process) and go, with their pushes and addresses.
  const live = await tx.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(renewalTokens).where(eq(renewalTokens.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, userId));
  await tx.delete(livePresence).where(eq(livePresence.userId, userId));
  await tx.delete(billingDetails).where(eq(billingDetails.userId, userId));
  await tx.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, userId));

  // What the person gave by e-mail, signed in or not: the newsletter, leads, webinar seats, support queries.
  await tx.delete(subscribers).where(eq(subscribers.email, email));
  await tx.delete(leads).where(eq(leads.email, email));
  await tx.delete(webinarRegistrations).where(eq(webinarRegistrations.email, email));
  await tx.delete(contactQueries).where(eq(contactQueries.email, email));
  // Consents stay as the record that they were given, withdrawn now, tied to the placeholder instead of the address.
  await tx.update(consents).set({ withdrawnAt: sql`coalesce(${consents.withdrawnAt}, now())`, userId, email: null })
    .where(consentsOf(who));
  // Billing's orders carried the checkout's name and e-mail; the invoice keeps what the law asks.
  await tx.update(orders).set({ name: DELETED_MEMBER_NAME, email: erasedEmail(userId) })
    .where(or(eq(orders.userId, userId), eq(orders.email, email)));
  await tx.update(auditLog).set({ before: scrubbed(auditLog.before), after: scrubbed(auditLog.after), data: scrubbed(auditLog.data) })
    .where(eq(auditLog.targetUserId, userId));

  await tx.update(users).set({
    name: DELETED_MEMBER_NAME, email: erasedEmail(userId), contactNo: null, profileImg: null, investorType: null,
    experience: null, portfolio: null, courseAccount: null, deviceTokens: [], isProfitable: false, agree: false,
    // Not a hash argon2 can match: no password signs in again.
    passwordHash: '!erased', active: false, erasedAt: new Date(), updatedAt: new Date(),
  }).where(eq(users.id, userId));

  const result: EraseResult = { posts: mode, postsRemoved, commentsRemoved, sessionsEnded: live.length };
  await recordAudit(tx, {
    actorId: by.actorId, action: by.action, targetUserId: userId, ip: by.ip,
    data: { ...result, ...(by.reason ? { reason: by.reason } : {}) },
  });
  // The last mail to the address, queued with the erasure (the queue drops sent mail after a day).
  await mailer.send({ to: email, ...accountErasedMail({ locale: row.language, name: row.name, at: new Date() }) }, { tx, kind: 'transactional' });
  return result;
}
