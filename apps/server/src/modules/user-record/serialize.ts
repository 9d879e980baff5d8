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
