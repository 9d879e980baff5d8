import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { MEMBER_MSG, type MemberDetail, type MemberRefund } from '@tlt/shared/back-office/members';
import type { Db } from '../../db/client.ts';
import { payments, sessions, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { memberCourseAccess } from '../courses/service.ts';
import { memberColumns, toMemberRow } from './member-list.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';

/** The most sessions the page lists (a member rarely has more than a few devices). */
const SESSIONS_SHOWN = 50;

/** The refunds of a member, newest first: the billing module's records, as the page lists them. */
export type RefundsOf = (db: Db, userId: string) => Promise<MemberRefund[]>;

/**
 * Everything the admin's member page shows: profile, paid periods (each with what was refunded
 * from it), refunds, course access and the live sessions with their device and last use.
 */
export async function memberDetail(db: Db, userId: string, refundsOf: RefundsOf, now = new Date()): Promise<MemberDetail> {
  const [row] = await db
    .select({ ...memberColumns, agree: users.agree, profileImg: users.profileImg, experience: users.experience,
      investorType: users.investorType, portfolio: users.portfolio, courseAccount: users.courseAccount, language: users.language })
    .from(users).where(eq(users.id, userId));
  if (!row) throw notFound(MEMBER_MSG.notFound);

  const [pays, refunds, courses, live] = await Promise.all([
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(sql`${payments.endDate} desc nulls last`),
    refundsOf(db, userId),
    memberCourseAccess(db, userId, now),
    db.select().from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`))
      .limit(SESSIONS_SHOWN),
  ]);

  const refundedByPayment = new Map<string, number>();
  for (const r of refunds) {
    if (r.status === 'failed') continue;
    refundedByPayment.set(r.paymentId, (refundedByPayment.get(r.paymentId) ?? 0) + r.amount);
  }

  return {
    member: {
      ...toMemberRow(row), agree: row.agree, profileImg: row.profileImg, experience: row.experience,
      investorType: row.investorType, portfolio: row.portfolio, courseUsername: row.courseAccount?.username ?? null, language: row.language,
    },
    payments: pays.map((p) => ({
      _id: p.id, txnId: p.txnId, orderId: p.orderId, amount: p.amountPaise / 100,
      refunded: Math.round((refundedByPayment.get(p.id) ?? 0) * 100) / 100,
      planType: p.planType, source: p.source, startDate: p.startDate.toISOString(), endDate: p.endDate.toISOString(),
      createdAt: p.createdAt.toISOString(), current: p.startDate <= now && p.endDate > now,
    })),
    refunds,
    courses,
    sessions: live.map((s) => ({
      _id: s.id, ...describeUserAgent(s.userAgent), ip: s.ip, createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt?.toISOString() ?? null, expiresAt: s.expiresAt.toISOString(),
    })),
  };
}
