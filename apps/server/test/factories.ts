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
