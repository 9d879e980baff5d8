import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { planEndDate } from '@tlt/shared/plan-dates';
import type { UserType } from '@tlt/shared/user';
import { payments, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createSession } from '../src/modules/auth/service.ts';

export const PASSWORD = 'Passw0rd!';
let hash: Promise<string> | undefined;
let n = 0;

export interface MakeUser {
  userType?: UserType;
  active?: boolean;
  /** Months of a plan that started `startedDaysAgo` days ago; 0 for no payment. */
  months?: number;
  startedDaysAgo?: number;
  email?: string;
  name?: string;
  /** The member's language (issue 30): their mails and pushes follow it. */
  language?: 'en' | 'hi';
}

/** One line per test user: inserts the user (and a plan) and opens a session. */
export async function makeUser(app: FastifyInstance, o: MakeUser = {}) {
  hash ??= hashPassword(PASSWORD);
  n += 1;
  const userType = o.userType ?? 'normal';
  const [user] = await app.db.insert(users).values({
    name: o.name ?? `User ${n}`,
    email: o.email ?? `user${n}-${Date.now()}@example.com`,
    passwordHash: await hash,
    userType,
    active: o.active ?? true,
    ...(o.language ? { language: o.language } : {}),
  }).returning();
  const months = o.months ?? (userType === 'admin' ? 0 : 6);
  if (months > 0) {
    const start = new Date(Date.now() - (o.startedDaysAgo ?? 1) * 86400_000);
    await app.db.insert(payments).values({
      userId: user.id, amountPaise: 1799900, txnId: `pay_${n}`, orderId: `order_${n}`,
      planType: 'Half-Yearly', source: 'test', startDate: start, endDate: planEndDate(start, months),
    });
  }
  const token = await createSession(app.db, user.id, {});
  return { user, token, password: PASSWORD };
}

/** Runs the test-mode checkout: an order for the plan, paid and signed like the provider would. */
export async function paidOrder(
  app: FastifyInstance,
  o: { planId?: number; email?: string; name?: string; renewalToken?: string; coupon?: string } = {},
) {
  const email = o.email ?? `buyer${++n}-${Date.now()}@example.com`;
  const created = await app.inject({
    method: 'POST', url: '/api/order/create',
    payload: { planId: o.planId ?? 2, name: o.name ?? 'Buyer', email, renewalToken: o.renewalToken, coupon: o.coupon },
  });
  if (created.statusCode !== 200) throw new Error(`order/create ${created.statusCode}: ${created.body}`);
  const order = created.json().data;
  const paid = (await app.inject({ method: 'POST', url: '/api/payments/test/checkout', payload: { orderId: order.orderId, outcome: 'pay' } })).json().data;
  return {
    order,
    email,
    proof: { orderId: paid.razorpay_order_id as string, txnId: paid.razorpay_payment_id as string, signature: paid.razorpay_signature as string },
  };
}

export const signupBody = (email: string, payment: object, extra: object = {}) => ({
  name: 'New Member', email, contactNo: '9876543210', password: 'Str0ng!pass', portfolio: '2', experience: '1',
  investorType: '1', userType: 'normal', active: true, payment, ...extra,
});

/** The .eml files the file mailer wrote so far (test config: no SMTP_URL). */
export function mailsTo(app: FastifyInstance, email: string): string[] {
  const dir = path.join(app.config.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).filter((m) => m.includes(email));
}
