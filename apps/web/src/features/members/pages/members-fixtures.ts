import type { MemberDetail, MemberRow } from '@tlt/shared/back-office/members';

const DAY = 86400_000;

export function memberRow(o: Partial<MemberRow> = {}): MemberRow {
  return {
    _id: 'm1', name: 'Asha Verma', email: 'asha@example.com', contactNo: '+91 98765-43210', userType: 'normal', active: true,
    isProfitable: false, createdAt: '2026-01-05T10:00:00.000Z', planType: 'Yearly',
    endDate: new Date(Date.now() + 100 * DAY).toISOString(), lastSeenAt: null, next: null, ...o,
  };
}

export function memberDetail(o: Partial<MemberRow> = {}): MemberDetail {
  const start = new Date(Date.now() - 30 * DAY).toISOString();
  return {
    member: {
      ...memberRow(o), agree: true, profileImg: null, experience: '2', investorType: '3', portfolio: '1', courseUsername: 'asha.tlt', language: 'en',
    },
    payments: [{
      _id: 'p1', txnId: 'pay_ABC123', orderId: 'order_1', amount: 34999, refunded: 0, planType: 'Yearly', source: 'razorpay',
      startDate: start, endDate: new Date(Date.now() + 335 * DAY).toISOString(), createdAt: start, current: true,
    }],
    refunds: [
      { _id: 'r1', paymentId: 'p0', txnId: 'pay_OLD', amount: 5000, status: 'processed', createdAt: start, endedPeriod: false, endedCourseAccess: false },
      { _id: 'r0', paymentId: 'p00', txnId: 'pay_OLDER', amount: 17999, status: 'processed', createdAt: start, endedPeriod: true, endedCourseAccess: true },
    ],
    courses: [{
      amount: 0, courseId: 'tlt-technical-analysis', startDate: start, endDate: new Date(Date.now() + 335 * DAY).toISOString(),
      isRefundPeriodOver: true, course_name: 'Profitable Trading Masterclass', slug: 'technical-analysis', txnId: 'pay_ABC123', userType: 'course',
      endedByRefund: false,
    }, {
      amount: 0, courseId: 'tlt-trading-psychology', startDate: start, endDate: start,
      isRefundPeriodOver: true, course_name: 'Trading Psychology Masterclass', slug: 'trading-psychology', txnId: 'pay_OLDER', userType: 'course',
      endedByRefund: true,
    }],
    sessions: [{
      _id: 's1', device: 'Android phone', browser: 'Chrome 126', ip: '203.0.113.9', createdAt: start,
      lastSeenAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 60 * DAY).toISOString(),
    }],
  };
}
