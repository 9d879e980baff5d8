import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { auditActionLabel } from '@tlt/shared/back-office/audit';
import type { Db } from '../../db/client.ts';
import {
  auditLog, billingDetails, consents, contactQueries, coursePurchases, courses, creditNotes, emailChanges, invoices, leads,
  notifications, orders, payments, postComments, postFavorites, postLikes, posts, pushSubscriptions, refunds, sessions,
  subscribers, users, webinarRegistrations,
} from '../../db/schema/index.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { consentsOf } from './consents.ts';

/**
 * The sections of the member's data export (GET /api/user/me/export, decision 0033), each read a
 * page at a time so the document is written as it is read. What is left out on purpose: the
 * password hash, session and link tokens (only their hashes are stored, and those stay), a push
 * device's endpoint and keys, and the names of the admins in audit entries.
 */

/** Rows per statement. */
export const EXPORT_PAGE = 500;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const rupees = (paise: number) => paise / 100;

/** Every row of `where`, keyset-paged by a unique text-comparable key (a uuid or text id), in key order. */
async function* byKey<R extends Record<string, unknown>>(
  db: Db, table: Parameters<ReturnType<Db['select']>['from']>[0], key: Parameters<typeof gt>[0], where: SQL | undefined,
  columns: Record<string, unknown>, keyOf: (r: R) => string,
): AsyncGenerator<R> {
  let after: string | undefined;
  for (;;) {
    const rows = (await db.select(columns as never).from(table as never)
      .where(and(where, after === undefined ? undefined : gt(key, after)))
      .orderBy(asc(key)).limit(EXPORT_PAGE)) as R[];
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

export interface Who {
  userId: string;
  email: string;
}

export type Section = { name: string; one: () => Promise<unknown> } | { name: string; many: () => AsyncIterable<unknown> };

const map = async function* <A, B>(rows: AsyncIterable<A>, f: (a: A) => B): AsyncGenerator<B> {
  for await (const r of rows) yield f(r);
};

export function exportSections(db: Db, who: Who): Section[] {
  const { userId, email } = who;
  const paged = <R extends { id: string }>(table: unknown, idCol: Parameters<typeof gt>[0], where: SQL | undefined, columns: Record<string, unknown>) =>
    byKey<R>(db, table as never, idCol, where, columns, (r) => r.id);
  return [
    {
      name: 'profile',
      one: async () => {
        const [u] = await db.select().from(users).where(eq(users.id, userId));
        const [billing] = await db.select({ stateCode: billingDetails.stateCode }).from(billingDetails).where(eq(billingDetails.userId, userId));
        const [pending] = await db.select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt }).from(emailChanges)
          .where(eq(emailChanges.userId, userId));
        return {
          id: u.id, name: u.name, email: u.email, contactNo: u.contactNo, userType: u.userType, active: u.active,
          isProfitable: u.isProfitable, profileImg: u.profileImg, communityTermsAccepted: u.agree, bio: u.investorType,
          experience: u.experience, portfolio: u.portfolio, courseAccount: u.courseAccount, createdAt: iso(u.createdAt),
          updatedAt: iso(u.updatedAt), billingState: billing?.stateCode ?? null,
          pendingEmailChange: pending ? { newEmail: pending.newEmail, expiresAt: iso(pending.expiresAt) } : null,
        };
      },
    },
    {
      name: 'consents',
      many: () => paged(consents, consents.id, consentsOf(who), {
        id: consents.id, kind: consents.kind, version: consents.version, source: consents.source,
        givenAt: consents.givenAt, withdrawnAt: consents.withdrawnAt,
      }),
    },
    {
      name: 'newsletter',
      one: async () => {
        const [s] = await db.select().from(subscribers).where(eq(subscribers.email, email));
        return s ? { email: s.email, subscribedAt: iso(s.createdAt), unsubscribedAt: iso(s.unsubscribedAt) } : null;
      },
    },
    {
      name: 'sessions',
      many: () => map(paged<{ id: string; userAgent: string | null }>(sessions, sessions.id, eq(sessions.userId, userId), {
        id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt,
      }), (s) => ({ ...s, ...describeUserAgent(s.userAgent) })),
    },
    {
      name: 'pushDevices',
      many: () => paged(pushSubscriptions, pushSubscriptions.id, eq(pushSubscriptions.userId, userId), {
        id: pushSubscriptions.id, device: pushSubscriptions.deviceLabel, kinds: pushSubscriptions.kinds,
        createdAt: pushSubscriptions.createdAt, lastSuccessAt: pushSubscriptions.lastSuccessAt,
      }),
    },
    {
      name: 'payments',
      many: () => map(paged<{ id: string; amountPaise: number }>(payments, payments.id, eq(payments.userId, userId), {
        id: payments.id, amountPaise: payments.amountPaise, txnId: payments.txnId, orderId: payments.orderId,
        planType: payments.planType, source: payments.source, startDate: payments.startDate, endDate: payments.endDate,
        createdAt: payments.createdAt,
      }), ({ amountPaise, ...p }) => ({ ...p, amountRupees: rupees(amountPaise) })),
    },
    {
      name: 'refunds',
      many: () => map(paged<{ id: string; amountPaise: number }>(refunds, refunds.id, eq(refunds.userId, userId), {
        id: refunds.id, paymentId: refunds.paymentId, amountPaise: refunds.amountPaise, status: refunds.status,
        createdAt: refunds.createdAt, processedAt: refunds.processedAt,
      }), ({ amountPaise, ...r }) => ({ ...r, amountRupees: rupees(amountPaise) })),
    },
    {
      name: 'invoices',
      many: () => paged(invoices, invoices.id,
        inArray(invoices.paymentId, db.select({ id: payments.id }).from(payments).where(eq(payments.userId, userId))),
        { id: invoices.id, number: invoices.number, paymentId: invoices.paymentId, issuedAt: invoices.issuedAt }),
    },
    {
      name: 'creditNotes',
      many: () => paged(creditNotes, creditNotes.id,
        inArray(creditNotes.refundId, db.select({ id: refunds.id }).from(refunds).where(eq(refunds.userId, userId))),
        { id: creditNotes.id, number: creditNotes.number, refundId: creditNotes.refundId, issuedAt: creditNotes.issuedAt }),
    },
    {
      name: 'orders',
      many: () => map(paged<{ id: string; amountPaise: number }>(orders, orders.id, or(eq(orders.userId, userId), eq(orders.email, email)), {
        id: orders.id, purpose: orders.purpose, planId: orders.planId, amountPaise: orders.amountPaise, couponCode: orders.couponCode,
        name: orders.name, email: orders.email, status: orders.status, createdAt: orders.createdAt, paidAt: orders.paidAt,
      }), ({ amountPaise, ...o }) => ({ ...o, amountRupees: rupees(amountPaise) })),
    },
    {
      name: 'courses',
      many: async function* () {
        const rows = await db.select({ id: coursePurchases.id, course: courses.name, startDate: coursePurchases.startDate, endDate: coursePurchases.endDate })
          .from(coursePurchases).innerJoin(courses, eq(courses.id, coursePurchases.courseId)).where(eq(coursePurchases.userId, userId));
        yield* rows;
      },
    },
    {
      name: 'posts',
      many: () => paged(posts, posts.id, eq(posts.postedBy, userId), {
        id: posts.id, title: posts.title, images: posts.images, tags: posts.tags, targetPrice1: posts.targetPrice1,
        targetPrice2: posts.targetPrice2, stopLoss: posts.stopLoss, risk: posts.risk, status: posts.verificationStatus,
        rejectionReason: posts.rejectionReason, createdAt: posts.createdAt, updatedAt: posts.updatedAt,
      }),
    },
    {
      name: 'comments',
      many: () => paged(postComments, postComments.id, eq(postComments.commentedBy, userId), {
        id: postComments.id, postId: postComments.postId, replyTo: postComments.parentId, content: postComments.content,
        createdAt: postComments.createdAt,
      }),
    },
    {
      name: 'likes',
      many: () => byKey<{ postId: string }>(db, postLikes as never, postLikes.postId, eq(postLikes.userId, userId),
        { postId: postLikes.postId, createdAt: postLikes.createdAt }, (r) => r.postId),
    },
    {
      name: 'favourites',
      many: () => byKey<{ postId: string }>(db, postFavorites as never, postFavorites.postId, eq(postFavorites.userId, userId),
        { postId: postFavorites.postId, createdAt: postFavorites.createdAt }, (r) => r.postId),
    },
    {
      name: 'notifications',
      many: () => paged(notifications, notifications.id, eq(notifications.userId, userId), {
        id: notifications.id, title: notifications.title, body: notifications.body, type: notifications.type,
        refId: notifications.refId, read: notifications.read, createdAt: notifications.createdAt,
      }),
    },
    {
      name: 'contactQueries',
      many: () => paged(contactQueries, contactQueries.id, eq(contactQueries.email, email), {
        id: contactQueries.id, name: contactQueries.name, email: contactQueries.email, contactNo: contactQueries.contactNo,
        message: contactQueries.message, image: contactQueries.image, createdAt: contactQueries.createdAt, resolvedAt: contactQueries.resolvedAt,
      }),
    },
    {
      name: 'leads',
      many: () => paged(leads, leads.id, eq(leads.email, email), {
        id: leads.id, label: leads.label, name: leads.name, age: leads.age, contactNo: leads.contactNo, createdAt: leads.createdAt,
      }),
    },
    {
      name: 'webinarRegistrations',
      many: () => paged(webinarRegistrations, webinarRegistrations.id, eq(webinarRegistrations.email, email), {
        id: webinarRegistrations.id, name: webinarRegistrations.name, contact: webinarRegistrations.contact,
        city: webinarRegistrations.city, slotDate: webinarRegistrations.slotDate, createdAt: webinarRegistrations.createdAt,
      }),
    },
    {
      name: 'auditEntries',
      many: () => map(paged<{ id: string; action: string; actorId: string | null }>(auditLog, auditLog.id, eq(auditLog.targetUserId, userId), {
        id: auditLog.id, action: auditLog.action, actorId: auditLog.actorId, ip: auditLog.ip, before: auditLog.before,
        after: auditLog.after, data: auditLog.data, createdAt: auditLog.createdAt,
      }), ({ actorId, ...a }) => ({
        ...a, what: auditActionLabel(a.action), by: actorId === userId ? 'you' : actorId ? 'an admin' : 'the system',
      })),
    },
  ];
}
