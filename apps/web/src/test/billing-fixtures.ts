import type { Course, CoursePurchase } from '@tlt/shared/courses';
import type { Order } from '@tlt/shared/orders';
import type { Plan, PlanConfig } from '@tlt/shared/plans';
import { envelopeResponse, stubFetch } from './fixtures.ts';

export const PLANS: Plan[] = [
  { _id: 1, planType: 'Quarterly', months: 3, baseAmount: 9199, struckAmount: 13500, emi: null, noCostEmi: false, discountPercent: 0, amount: 9199, aliases: [] },
  { _id: 2, planType: 'Half-Yearly', months: 6, baseAmount: 17999, struckAmount: 18000, emi: 3000, noCostEmi: false, discountPercent: 0, amount: 17999, aliases: ['Six'] },
  { _id: 3, planType: 'Yearly', months: 12, baseAmount: 34999, struckAmount: 35100, emi: 5850, noCostEmi: true, discountPercent: 10, amount: 31499, aliases: ['Annual', '2 Years'] },
];

export function makePlanConfig(overrides: Partial<PlanConfig> = {}): PlanConfig {
  return {
    _id: 'offer', expired: false, expiry: new Date(Date.now() + 3 * 3600 * 1000).toISOString(),
    plan2: 17999, plan3: 34999, discount: 10, code: 'LAZY10', ...overrides,
  };
}

export function makeOrder(planId: number, overrides: Partial<Order> = {}): Order {
  const plan = PLANS.find((p) => p._id === planId) ?? PLANS[1];
  return {
    orderId: `order_${planId}`, amount: plan.amount * 100, currency: 'INR', provider: 'test', keyId: 'rzp_test_local',
    planId, planType: plan.planType, description: `${plan.planType} membership (${plan.months} months)`, ...overrides,
  };
}

export const PAID = { razorpay_order_id: 'order_3', razorpay_payment_id: 'pay_3', razorpay_signature: 'sig_3' };

export const COURSES: Course[] = [
  {
    _id: 'c1', course_id: 'tlt-technical-analysis', course_name: 'Profitable Trading Masterclass', course_description: 'Charts.',
    course_image: null, course_amount: 9999, base_amount: 15000, course_duration: '10+ hrs', duration: '10+ hrs',
    course_lessons: '104', no_of_lessons: '104', course_validity: '12 Months', slug: 'technical-analysis',
  },
  {
    _id: 'c2', course_id: 'tlt-trading-psychology', course_name: 'Trading Psychology Masterclass', course_description: 'Habits.',
    course_image: null, course_amount: 4000, base_amount: 15000, course_duration: '4+ hrs', duration: '4+ hrs',
    course_lessons: '30+', no_of_lessons: '30+', course_validity: '12 Months', slug: 'trading-psychology',
  },
];

export function makePurchase(slug: string, name: string): CoursePurchase {
  return {
    amount: 0, courseId: `tlt-${slug}`, startDate: '2025-01-01T00:00:00.000Z', endDate: '2026-01-01T00:00:00.000Z',
    isRefundPeriodOver: false, course_name: name, slug, txnId: 'pay_1', userType: 'course',
  };
}

type RouteHandler = (body: any, init: RequestInit) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed "METHOD /api/path" (query string ignored). An unknown call
 * answers 404 so a test fails loudly instead of hanging.
 */
export function stubApi(routes: Record<string, RouteHandler>) {
  return stubFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = routes[key];
    if (!handler) return envelopeResponse(404, undefined, `unstubbed ${key}`);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    return handler(body, init);
  });
}

/** The calls made to one endpoint, with their parsed JSON bodies. */
export function callsTo(spy: ReturnType<typeof stubFetch>, key: string): any[] {
  return spy.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}

/** The query string of each call to `path` ("/api/contactus/allQueries"). */
export function paramsOf(spy: { mock: { calls: unknown[][] } }, path: string): URLSearchParams[] {
  return spy.mock.calls.map(([url]) => String(url)).filter((u) => u.split('?')[0] === path).map((u) => new URL(u, 'http://x').searchParams);
}

/** A renewal's checkout as the server answers it: the plans, an order for the plan chosen, the test checkout paid. */
export const PAID_CHECKOUT: Record<string, RouteHandler> = {
  'GET /api/plan/all': () => envelopeResponse(200, PLANS),
  'POST /api/order/create': (body: { planId: number }) => envelopeResponse(200, makeOrder(body.planId)),
  'POST /api/payments/test/checkout': () => envelopeResponse(200, PAID),
};
