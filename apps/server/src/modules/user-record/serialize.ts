import { orderPeriods } from '@tlt/shared/subscription';
import type { User } from '@tlt/shared/user';
import type { payments, users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/**
 * The wire shape of a user. Secrets never reach it; payments come in orderPeriods' order: the
 * period in force first (the member's plan, payment[0]), then the rest newest-ending first, so a
 * period bought early is queued after it rather than relabelling the member (issue 26 §4).
 */
export function toUserDto(u: UserRow, pays: PaymentRow[], now = new Date()): User {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    contactNo: u.contactNo,
    userType: u.userType,
    active: u.active,
    isProfitable: u.isProfitable,
    profileImg: u.profileImg,
    agree: u.agree,
    createdAt: u.createdAt.toISOString(),
    experience: u.experience,
    investorType: u.investorType,
    portfolio: u.portfolio,
    payment: orderPeriods(pays, now)
      .map((p) => ({
        amount: p.amountPaise / 100,
        txnId: p.txnId,
        orderId: p.orderId,
        startDate: p.startDate.toISOString(),
        endDate: p.endDate.toISOString(),
        planType: p.planType,
        expiry: p.endDate.getTime() <= now.getTime(),
      })),
    addCourseDetails: u.courseAccount ?? null,
    deviceToken: u.deviceTokens,
    language: u.language,
  };
}

interface Made { pays: readonly PaymentRow[]; user: User; until: number }
const made = new WeakMap<UserRow, Made>();

/**
 * toUserDto's answer for a cached session's row and payments (the session cache hands the same objects
 * to every request until the user changes), made once and kept until the clock reaches one of the
 * payments' starts or ends: the only instants at which the period in force, the order and `expiry`
 * can change. `GET /api/auth`, the app's most frequent call, then builds nothing per request
 * (issue 31 §5: toUserDto was the largest share of its JavaScript). Frozen: it is shared.
 */
export function cachedUserDto(u: UserRow, pays: readonly PaymentRow[], now = Date.now()): User {
  const kept = made.get(u);
  if (kept && kept.pays === pays && now < kept.until) return kept.user;
  const user = Object.freeze(toUserDto(u, pays as PaymentRow[], new Date(now)));
  let until = Infinity;
  for (const p of pays) {
    for (const t of [p.startDate.getTime(), p.endDate.getTime()]) if (t > now && t < until) until = t;
  }
  made.set(u, { pays, user, until });
  return user;
}
