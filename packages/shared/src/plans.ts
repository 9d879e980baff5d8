import { z } from 'zod';
import { INDIA_TIME_ZONE } from './india-time.ts';

// The seed lives in a zod-free module (the public pages fill their copy from it before the catalogue answers).
export { NO_COST_EMI_MIN_MONTHS, PLAN_SEED } from './plan-seed.ts';

export const DEFAULT_REGISTER_PLAN_ID = 2;
export const DEFAULT_RENEWAL_PLAN_ID = 3;
/** Discounts (offer or coupon) apply only to plans longer than this. */
export const DISCOUNT_MIN_MONTHS_EXCLUSIVE = 6;
export const EMI_MAX_TENURE_MONTHS = 6;
/** The offer ends daily at this time, India time, unless an admin sets another. */
export const DEFAULT_OFFER_END = '22:00';
export const OFFER_TIMEZONE = INDIA_TIME_ZONE;

/** Our own copy for the plans' refusals. */
export const PLAN_MSG = {
  unknownPlan: 'Please select a valid plan',
  notFound: 'No such plan',
  offerEnd: 'Use HH:MM',
  offerUpdated: 'Offer updated',
  planUpdated: 'Plan updated',
} as const;

/** Plan ids are PostgreSQL integers. */
/** Sent as a number; a numeric string (a path parameter, an older client) is read as one. */
export const planIdField = z.coerce.number<number>({ error: PLAN_MSG.unknownPlan }).int().min(1).max(2_147_483_647, { error: PLAN_MSG.unknownPlan });
/** Prices are stored in paise as PostgreSQL integers; a crore of rupees is far above any plan and far below the limit. */
export const PLAN_PRICE_MAX_RUPEES = 10_000_000;
const rupees = () => z.number().int().min(1).max(PLAN_PRICE_MAX_RUPEES);

/** A plan as the pages show it; amounts in rupees. `amount` is what is charged now. */
export const PlanSchema = z.object({
  _id: z.number().int(),
  planType: z.string(),
  months: z.number().int(),
  baseAmount: z.number(),
  struckAmount: z.number(),
  emi: z.number().nullable(),
  noCostEmi: z.boolean(),
  discountPercent: z.number(),
  amount: z.number(),
  aliases: z.array(z.string()),
});
export type Plan = z.infer<typeof PlanSchema>;

/** GET /api/plan/config answers `data: [PlanConfig]` (the spec reads data[0]). */
export const PlanConfigSchema = z.object({
  _id: z.string(),
  expired: z.boolean(),
  /** When today's offer ends (ISO). */
  expiry: z.string(),
  /** Base prices in rupees of plan 2 and plan 3. */
  plan2: z.number(),
  plan3: z.number(),
  discount: z.number(),
  code: z.string().nullable(),
});
export type PlanConfig = z.infer<typeof PlanConfigSchema>;

/** Admin: PUT /api/plan/config */
export const UpdateOfferSchema = z.object({
  discount: z.number().int().min(0).max(90),
  code: z.string().trim().max(40).nullable(),
  /** HH:MM, India time. */
  endsAt: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: PLAN_MSG.offerEnd }),
});
export type UpdateOffer = z.infer<typeof UpdateOfferSchema>;

/** Admin: PUT /api/plan/:id — rupees, whole numbers. */
export const UpdatePlanPriceSchema = z.object({
  baseAmount: rupees(),
  struckAmount: rupees(),
  emi: rupees().nullable(),
});
export type UpdatePlanPrice = z.infer<typeof UpdatePlanPriceSchema>;

/** Investor profile options (site-and-admin §3 Signup extras): stored by position, "1" upward, shown by label. */
const numbered = <L extends string>(labels: readonly L[]) => labels.map((label, i) => ({ value: String(i + 1), label }));
export const PORTFOLIO_OPTIONS = numbered(['Under 1,00,000', '1,00,000 - 2,50,000', '2,50,000 - 5,00,000', '5,00,000 - 10,00,000', 'Above 10,00,000']);
export const EXPERIENCE_OPTIONS = numbered(['Under 1 year', '1-3 years', '3-5 years', '5-10 years', 'Over 10 years']);
export const INVESTOR_TYPE_OPTIONS = numbered(['Short Term', 'Long Term', 'Intraday']);
