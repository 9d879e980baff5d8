import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { REFUND_MSG, type Refund } from '@tlt/shared/back-office/refunds';
import { MSG } from '@tlt/shared/messages';
import { formatPaise } from '@tlt/shared/money-format';
import { refundMail } from '../../adapters/mail/templates.ts';
import { type PaymentProvider, ProviderError } from '../../adapters/payments/types.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/index.ts';
import { isBrokenHandleError } from '../../lib/db-errors.ts';
import { HttpError, badRequest, conflict } from '../../lib/errors.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { recordAudit } from '../audit/index.ts';
import { endCoursesForRefund, openCoursesOf } from '../courses/service.ts';
import { DOCUMENT_LINK_TTL_DAYS, documentLink } from './document-links.ts';
import { issueCreditNote } from './invoices/issue.ts';
import { failRefund } from './refund-events.ts';
import { recordRefundEvent } from './subscription-events.ts';
import { type Member, type PaymentRow, notRefundableReason, paymentOf, refundPosition } from './refund-quote.ts';

export interface RefundDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: Pick<AppMailer, 'send'>;
  /** Drops this process's cached sessions of the member at once (other processes hear auth_changed). */
  dropSessions: (userId: string) => void;
  /** For the credit note's signed link in the mail. */
  config: Pick<Config, 'publicUrl' | 'links'>;
}

export interface RefundInput {
  amount: number; // paise (the schema converts the rupees sent)
  paymentId: string;
  orderId?: string | null;
  name?: string;
  email: string;
  videosUnlocked?: boolean;
  override?: { reason: string };
  /** Ends the course access the payment bought: implied by a full refund, the admin's answer for a partial one. */
  endCourseAccess?: boolean;
}

export interface Actor { id: string; ip: string }

type RefundRow = typeof refunds.$inferSelect;

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

export const toRefundDto = (r: RefundRow): Refund => ({
  _id: r.id, paymentId: r.paymentId, txnId: r.providerPaymentId, amount: r.amountPaise / 100, status: r.status,
  providerRefundId: r.providerRefundId, overridden: r.overrideReason !== null, ...refundEnded(r),
  createdAt: r.createdAt.toISOString(),
});

/** What a refund ended: nothing once it failed (failRefund gave it all back). */
export const refundEnded = (r: RefundRow) => ({
  endedPeriod: r.status !== 'failed' && r.endedPeriodFrom !== null,
  endedCourseAccess: r.status !== 'failed' && r.endsCourseAccess,
});

/**
 * Whether this refund ends the payment's open course access (issue 26 §1): a full refund always
 * does; a partial one only when the admin says so, and must say when there is access to end.
 */
function endsCourseAccess(full: boolean, said: boolean | undefined, openCourses: string[]): boolean {
  if (!openCourses.length) {
    if (said === true) throw badRequest(REFUND_MSG.noCourses);
    return false;
  }
  if (full) {
    if (said === false) throw badRequest(REFUND_MSG.fullEndsCourses);
    return true;
  }
  if (said === undefined) throw badRequest(REFUND_MSG.sayCourseAccess);
  return said;
}

/**
 * Reserves the refund in one transaction, before any money moves: the payment row is locked, so
 * concurrent refunds of one payment queue here and each sees the others' reservations. A refund
 * that takes the rest of the payment ends the period it paid for at once.
 */
async function reserve(deps: RefundDeps, input: RefundInput, actor: Actor, payment: PaymentRow, member: Member, now: Date) {
  return deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!p) throw badRequest(REFUND_MSG.paymentNotFound);
    const pos = await refundPosition(tx, p, input.videosUnlocked ?? false, now);
    if (pos.remainingPaise === 0) throw conflict(REFUND_MSG.fullyRefunded);
    if (input.amount > pos.remainingPaise) throw conflict(REFUND_MSG.exceeds(formatPaise(pos.remainingPaise)));
    const pastGuidance = input.amount > pos.suggestedPaise;
    if (pastGuidance && !input.override) throw badRequest(REFUND_MSG.overrideRequired(formatPaise(pos.suggestedPaise)), { suggested: pos.suggestedPaise / 100 });

    // The whole rest refunded: the paid period ends now (a period not begun yet ends at its start).
    const full = input.amount === pos.remainingPaise;
    const openCourses = await openCoursesOf(tx, p.userId, p.txnId, now);
    const endsCourses = endsCourseAccess(full, input.endCourseAccess, openCourses);
    const cutTo = new Date(Math.max(p.startDate.getTime(), Math.min(p.endDate.getTime(), now.getTime())));
    const endsPeriod = full && cutTo.getTime() < p.endDate.getTime();
    if (endsPeriod) await tx.update(payments).set({ endDate: cutTo }).where(eq(payments.id, p.id));

    const [row] = await tx.insert(refunds).values({
      paymentId: p.id, userId: member.id, provider: deps.provider.name, providerPaymentId: p.txnId, orderId: p.orderId,
      amountPaise: input.amount, idempotencyKey: randomUUID(), issuedBy: actor.id,
      withinWindow: pos.withinWindow, videosUnlocked: pos.videosUnlocked, suggestedPaise: pos.suggestedPaise,
      overrideReason: pastGuidance ? input.override!.reason : null, endedPeriodFrom: endsPeriod ? p.endDate : null,
      endsCourseAccess: endsCourses,
    }).returning();
    // The courses bought with the payment close with it, when the admin confirms (not when the money arrives).
    if (endsCourses) await endCoursesForRefund(tx, { userId: p.userId, txnId: p.txnId, refundId: row.id, now });

    const guidance = { rule: pos.rule, withinWindow: pos.withinWindow, videosUnlocked: pos.videosUnlocked, suggested: pos.suggestedPaise / 100 };
    await recordAudit(tx, {
      actorId: actor.id, action: 'refund.create', targetUserId: member.id, ip: actor.ip,
      before: { refunded: pos.refundedPaise / 100, endDate: p.endDate.toISOString() },
      after: { refunded: (pos.refundedPaise + input.amount) / 100, endDate: (endsPeriod ? cutTo : p.endDate).toISOString() },
      data: {
        refundId: row.id, paymentId: p.id, txnId: p.txnId, orderId: p.orderId, amount: input.amount / 100, captured: p.amountPaise / 100, guidance,
        endedCourses: endsCourses ? openCourses : [],
      },
    });
    if (pastGuidance) {
      await recordAudit(tx, {
        actorId: actor.id, action: 'refund.override', targetUserId: member.id, ip: actor.ip,
        data: { refundId: row.id, paymentId: p.id, amount: input.amount / 100, suggested: pos.suggestedPaise / 100, reason: input.override!.reason, guidance },
      });
    }
    return { row, endsPeriod, payment: p, periodEnd: endsPeriod ? cutTo : p.endDate };
  });
}

/**
 * The provider has refunded: its answer is recorded even when the database is being rebuilt
 * (issue 27 §1), by trying the recording again until the rebuilt handle takes it. Should it stay
 * down, the refund is left pending as for a provider that did not answer: the provider's webhook
 * settles it (modules/payments), and the admin is told not to issue it again.
 */
async function recordAccepted<T>(record: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await record();
    } catch (err) {
      if (!isBrokenHandleError(err)) throw err;
      if (attempt >= 40) {
        throw new HttpError(502, MSG.refundFailed, {
          reason: 'The payment provider accepted the refund but it could not be recorded yet. It stays pending until the provider confirms; do not issue it again.', status: 'pending',
        });
      }
      await sleep(250);
    }
  }
}

/**
 * POST /api/refund/create (issue 13, decision 0027): checks, reserves, then asks the provider with
 * no transaction open. Accepted: the provider's refund id is stored and the member's mail queued,
 * together. Refused: the refund is marked failed, its amount free again and any period it ended
 * restored. No answer: it stays pending (reserved) until the provider's webhook says how it went.
 */
export async function issueRefund(deps: RefundDeps, input: RefundInput, actor: Actor, now = new Date()): Promise<Refund> {
  const { payment, member } = await paymentOf(deps.db, input.paymentId, input.email);
  if (input.orderId && input.orderId !== payment.orderId) throw badRequest(REFUND_MSG.orderMismatch);
  if (input.name && norm(input.name) !== norm(member.name)) throw badRequest(REFUND_MSG.nameMismatch);
  const reason = await notRefundableReason(deps.db, deps.provider, payment);
  if (reason) throw badRequest(reason);

  const reserved = await reserve(deps, input, actor, payment, member, now);
  if (reserved.endsPeriod) deps.dropSessions(member.id);
  const { row } = reserved;

  let answer;
  try {
    answer = await deps.provider.refund({
      paymentId: row.providerPaymentId, amountPaise: row.amountPaise, idempotencyKey: row.idempotencyKey,
      receipt: row.id, notes: { refundId: row.id, memberEmail: member.email },
    });
  } catch (err) {
    const e = err instanceof ProviderError ? err : new ProviderError(0, err instanceof Error ? err.message : String(err));
    if (e.definite) {
      await deps.db.transaction(async (tx) => {
        await failRefund(tx, { refundId: row.id, reason: e.message, actorId: actor.id, ip: actor.ip });
      });
      if (reserved.endsPeriod) deps.dropSessions(member.id);
      throw new HttpError(502, MSG.refundFailed, { reason: e.message, status: 'failed' });
    }
    await deps.db.update(refunds).set({ failureReason: `No answer from the payment provider yet: ${e.message}`, updatedAt: new Date() })
      .where(eq(refunds.id, row.id));
    throw new HttpError(502, MSG.refundFailed, {
      reason: 'The payment provider did not answer. The refund stays pending until it confirms; do not issue it again.', status: 'pending',
    });
  }

  const final = await recordAccepted(() => deps.db.transaction(async (tx) => {
    const [updated] = await tx.update(refunds)
      .set({ providerRefundId: answer.id, updatedAt: new Date(), ...(answer.status === 'processed' ? { status: 'processed' as const, processedAt: new Date() } : {}) })
      .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')))
      .returning();
    // The provider's webhook may have settled it first (then it is no longer pending): read it as it is.
    const r = updated ?? (await tx.select().from(refunds).where(eq(refunds.id, row.id)))[0];
    if (r.status === 'failed') return r;
    // Processed at once: its credit note now (decision 0032); else the processed webhook issues it.
    if (updated?.status === 'processed') await issueCreditNote(tx, row.id);
    // Accepted: the dashboard's refund (decision 0029), with the acceptance; once, even if the webhook came first.
    await recordRefundEvent(tx, row.id);
    await deps.mailer.send({
      to: member.email,
      ...refundMail({
        locale: member.language, name: member.name, planType: reserved.payment.planType, amountRupees: row.amountPaise / 100, txnId: row.providerPaymentId,
        issuedAt: row.createdAt, endedAt: reserved.endsPeriod ? reserved.periodEnd : null, periodEnd: reserved.periodEnd,
        endedCourseAccess: row.endsCourseAccess,
        creditNoteUrl: documentLink(deps.config, { kind: 'credit_note', id: row.id }), linkDays: DOCUMENT_LINK_TTL_DAYS,
      }),
    }, { tx, key: `refund:${row.id}`, kind: 'transactional' });
    return r;
  }));
  return toRefundDto(final);
}
