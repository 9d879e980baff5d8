import { and, type AnyColumn, asc, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import { auditActionLabel } from '@tlt/shared/back-office/audit';
import type { Db } from '../../db/client.ts';
import {
  auditLog, billingDetails, consents, contactQueries, coursePurchases, courses, creditNotes, emailChanges, invoices, leads,
  notifications, orders, payments, postComments, postFavorites, postLikes, posts, pushSubscriptions, refunds, sessions,
  subscribers, users, webinarRegistrations,
} from '../../db/schema/index.ts';
import { cursorText, newestFirstRows, olderThan } from '../../lib/newest-first.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { consentsOf } from '../consents/service.ts';

/**
 * The sections of the member's data export (GET /api/user/me/export, decision 0033). The lists
 * that grow with use (posts, comments, likes, favourites, notifications, audit entries) are read a
 * page at a time, so the document is written as it is read; the rest are a handful of rows each.
 * Left out on purpose: the password hash, session and link tokens (only their hashes are stored),
 * a push device's endpoint and keys, and the names of the admins in audit entries.
 */

/** Rows per statement. */
export const EXPORT_PAGE = 500;

export interface Who {
  userId: string;
  email: string;
}

export type Section = { name: string; one: () => Promise<unknown> } | { name: string; many: () => AsyncIterable<unknown> };

type Col = AnyColumn;
type Row = Record<string, unknown>;

const rupees = (paise: number) => paise / 100;
const withRupees = ({ amountPaise, ...r }: Row) => ({ ...r, amountRupees: rupees(amountPaise as number) });

async function* mapRows<A, B>(rows: AsyncIterable<A>, f: (a: A) => B): AsyncGenerator<B> {
  for await (const r of rows) yield f(r);
}

export function exportSections(db: Db, who: Who): Section[] {
  const { userId, email } = who;
  const select = (columns: Row) => db.select(columns as never);

  /** A short list (a member has a few payments, orders, devices): one statement. */
  const all = (rows: () => Promise<unknown[]>) => async function* () {
    yield* await rows();
  };

  /** Newest first on (created_at, id), in pages, as the member-keyed indexes keep them (lib/newest-first.ts). */
  const newest = (table: unknown, at: Col, id: Col, where: SQL, columns: Row) => () => mapRows(
    newestFirstRows<Row & { id: string; cursorAt: string }>((cursor) => select({ ...columns, cursorAt: cursorText(at) })
      .from(table as never).where(and(where, olderThan(at, id, cursor)))
      .orderBy(desc(at), desc(id)).limit(EXPORT_PAGE) as never, EXPORT_PAGE),
    ({ cursorAt: _, ...row }) => row,
  );

  /** Likes and favourites: keyed by post, paged in post order. */
  const byPost = (table: typeof postLikes | typeof postFavorites) => async function* () {
    for (let after: string | undefined; ;) {
      const rows = await db.select({ postId: table.postId, createdAt: table.createdAt }).from(table)
        .where(and(eq(table.userId, userId), after ? gt(table.postId, after) : undefined))
        .orderBy(asc(table.postId)).limit(EXPORT_PAGE);
      yield* rows;
      if (rows.length < EXPORT_PAGE) return;
      after = rows[rows.length - 1].postId;
    }
  };

  return [
    { name: 'profile', one: () => profile(db, userId) },
    {
      name: 'consents',
      many: all(() => db.select({
        id: consents.id, kind: consents.kind, version: consents.version, source: consents.source,
        givenAt: consents.givenAt, withdrawnAt: consents.withdrawnAt,
      }).from(consents).where(consentsOf(who)).orderBy(desc(consents.givenAt))),
    },
    {
      name: 'newsletter',
      one: async () => {
        const [s] = await db.select().from(subscribers).where(eq(subscribers.email, email));
        return s ? { email: s.email, subscribedAt: s.createdAt, unsubscribedAt: s.unsubscribedAt } : null;
      },
    },
    {
      name: 'sessions',
      many: all(async () => (await db.select({
        id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt,
      }).from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)))
        .map((s) => ({ ...s, ...describeUserAgent(s.userAgent) }))),
    },
    {
      name: 'pushDevices',
      many: all(() => db.select({
        id: pushSubscriptions.id, device: pushSubscriptions.deviceLabel, kinds: pushSubscriptions.kinds,
        createdAt: pushSubscriptions.createdAt, lastSuccessAt: pushSubscriptions.lastSuccessAt,
      }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))),
    },
    {
      name: 'payments',
      many: all(async () => (await db.select({
        id: payments.id, amountPaise: payments.amountPaise, txnId: payments.txnId, orderId: payments.orderId,
        planType: payments.planType, source: payments.source, startDate: payments.startDate, endDate: payments.endDate,
        createdAt: payments.createdAt,
      }).from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt))).map(withRupees)),
    },
    {
      name: 'refunds',
      many: all(async () => (await db.select({
        id: refunds.id, paymentId: refunds.paymentId, amountPaise: refunds.amountPaise, status: refunds.status,
        createdAt: refunds.createdAt, processedAt: refunds.processedAt,
      }).from(refunds).where(eq(refunds.userId, userId)).orderBy(desc(refunds.createdAt))).map(withRupees)),
    },
    // Billing's records, read only: their numbers, what they are for and when issued.
    {
      name: 'invoices',
      many: all(() => db.select({ id: invoices.id, number: invoices.number, paymentId: invoices.paymentId, issuedAt: invoices.issuedAt })
        .from(invoices).innerJoin(payments, eq(payments.id, invoices.paymentId)).where(eq(payments.userId, userId))
        .orderBy(desc(invoices.issuedAt))),
    },
    {
      name: 'creditNotes',
      many: all(() => db.select({ id: creditNotes.id, number: creditNotes.number, refundId: creditNotes.refundId, issuedAt: creditNotes.issuedAt })
        .from(creditNotes).innerJoin(refunds, eq(refunds.id, creditNotes.refundId)).where(eq(refunds.userId, userId))
        .orderBy(desc(creditNotes.issuedAt))),
    },
    {
      name: 'orders',
      many: all(async () => (await db.select({
        id: orders.id, purpose: orders.purpose, planId: orders.planId, amountPaise: orders.amountPaise, couponCode: orders.couponCode,
        name: orders.name, email: orders.email, status: orders.status, createdAt: orders.createdAt, paidAt: orders.paidAt,
      }).from(orders).where(or(eq(orders.userId, userId), eq(orders.email, email))).orderBy(desc(orders.createdAt))).map(withRupees)),
    },
    {
      name: 'courses',
      many: all(() => db.select({ id: coursePurchases.id, course: courses.name, startDate: coursePurchases.startDate, endDate: coursePurchases.endDate })
        .from(coursePurchases).innerJoin(courses, eq(courses.id, coursePurchases.courseId)).where(eq(coursePurchases.userId, userId))),
    },
    {
      name: 'posts',
      many: newest(posts, posts.createdAt, posts.id, eq(posts.postedBy, userId), {
        id: posts.id, title: posts.title, images: posts.images, tags: posts.tags, entryPrice: posts.entryPrice, targetPrice1: posts.targetPrice1,
        targetPrice2: posts.targetPrice2, stopLoss: posts.stopLoss, risk: posts.risk, status: posts.verificationStatus,
        rejectionReason: posts.rejectionReason, createdAt: posts.createdAt, updatedAt: posts.updatedAt,
      }),
    },
    {
      name: 'comments',
      many: newest(postComments, postComments.createdAt, postComments.id, eq(postComments.commentedBy, userId), {
        id: postComments.id, postId: postComments.postId, replyTo: postComments.parentId, content: postComments.content,
        createdAt: postComments.createdAt,
      }),
    },
    { name: 'likes', many: byPost(postLikes) },
    { name: 'favourites', many: byPost(postFavorites) },
    {
      name: 'notifications',
      many: newest(notifications, notifications.createdAt, notifications.id, eq(notifications.userId, userId), {
        id: notifications.id, title: notifications.title, body: notifications.body, type: notifications.type,
        refId: notifications.refId, read: notifications.read, createdAt: notifications.createdAt,
      }),
    },
    // What was given with the member's address, signed in or not.
    {
      name: 'contactQueries',
      many: all(() => db.select({
        id: contactQueries.id, name: contactQueries.name, email: contactQueries.email, contactNo: contactQueries.contactNo,
        message: contactQueries.message, image: contactQueries.image, createdAt: contactQueries.createdAt, resolvedAt: contactQueries.resolvedAt,
      }).from(contactQueries).where(eq(contactQueries.email, email))),
    },
    {
      name: 'leads',
      many: all(() => db.select({ id: leads.id, label: leads.label, name: leads.name, age: leads.age, contactNo: leads.contactNo, createdAt: leads.createdAt })
        .from(leads).where(eq(leads.email, email))),
    },
    {
      name: 'webinarRegistrations',
      many: all(() => db.select({
        id: webinarRegistrations.id, name: webinarRegistrations.name, contact: webinarRegistrations.contact,
        city: webinarRegistrations.city, slotDate: webinarRegistrations.slotDate, createdAt: webinarRegistrations.createdAt,
      }).from(webinarRegistrations).where(eq(webinarRegistrations.email, email))),
    },
    {
      name: 'auditEntries',
      many: () => mapRows(newest(auditLog, auditLog.createdAt, auditLog.id, eq(auditLog.targetUserId, userId), {
        id: auditLog.id, action: auditLog.action, actorId: auditLog.actorId, ip: auditLog.ip, before: auditLog.before,
        after: auditLog.after, data: auditLog.data, createdAt: auditLog.createdAt,
      })(), ({ actorId, ...a }: Row) => ({
        ...a, what: auditActionLabel(a.action as string), by: actorId === userId ? 'you' : actorId ? 'an admin' : 'the system',
      })),
    },
  ];
}

async function profile(db: Db, userId: string) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  const [billing] = await db.select({ stateCode: billingDetails.stateCode }).from(billingDetails).where(eq(billingDetails.userId, userId));
  const [pending] = await db.select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt }).from(emailChanges)
    .where(eq(emailChanges.userId, userId));
  return {
    id: u.id, name: u.name, email: u.email, contactNo: u.contactNo, userType: u.userType, active: u.active,
    isProfitable: u.isProfitable, profileImg: u.profileImg, communityTermsAccepted: u.agree, bio: u.investorType,
    experience: u.experience, portfolio: u.portfolio, courseAccount: u.courseAccount, createdAt: u.createdAt,
    updatedAt: u.updatedAt, billingState: billing?.stateCode ?? null, pendingEmailChange: pending ?? null,
  };
}
