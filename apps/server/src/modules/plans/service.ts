import { asc, eq } from 'drizzle-orm';
import { DEFAULT_OFFER_END, type Plan, type PlanConfig, type UpdateOffer, type UpdatePlanPrice } from '@tlt/shared/plans';
import { chargePaise, hasNoCostEmi, offerWindow } from '@tlt/shared/pricing';
import type { Db } from '../../db/client.ts';
import { plans, settings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

type PlanRow = typeof plans.$inferSelect;
export interface Offer { discount: number; code: string | null; endsAt: string }

const OFFER_KEY = 'plan_offer';
const DEFAULT_OFFER: Offer = { discount: 10, code: 'TLT10', endsAt: DEFAULT_OFFER_END };

export async function getOffer(db: Db): Promise<Offer> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, OFFER_KEY));
  return { ...DEFAULT_OFFER, ...(row?.value as Partial<Offer> | undefined) };
}

/** The discount in force now: the offer's until today's end time, then none. */
export async function activeDiscount(db: Db, now = new Date()) {
  const offer = await getOffer(db);
  const { expired } = offerWindow(now, offer.endsAt);
  return expired ? { discount: 0, code: null } : { discount: offer.discount, code: offer.code };
}

export const listPlans = (db: Db) => db.select().from(plans).orderBy(asc(plans.id));

/** By id or by any of its names (planType or alias such as Six, Annual, 2 Years). */
export async function findPlan(db: Db, key: number | string): Promise<PlanRow | undefined> {
  const all = await listPlans(db);
  if (typeof key === 'number') return all.find((p) => p.id === key);
  const k = key.trim().toLowerCase();
  return all.find((p) => p.planType.toLowerCase() === k || p.aliases.some((a) => a.toLowerCase() === k));
}

export function toPlanDto(p: PlanRow, discountPercent: number): Plan {
  const charged = chargePaise(p.basePaise, p.months, discountPercent);
  return {
    _id: p.id,
    planType: p.planType,
    months: p.months,
    baseAmount: p.basePaise / 100,
    struckAmount: p.struckPaise / 100,
    emi: p.emiPaise === null ? null : p.emiPaise / 100,
    noCostEmi: hasNoCostEmi(p.months) && p.emiPaise !== null,
    discountPercent: charged === p.basePaise ? 0 : discountPercent,
    amount: charged / 100,
    aliases: p.aliases,
  };
}

export async function planConfig(db: Db, now = new Date()): Promise<PlanConfig> {
  const offer = await getOffer(db);
  const { expiry, expired } = offerWindow(now, offer.endsAt);
  const all = await listPlans(db);
  const base = (id: number) => (all.find((p) => p.id === id)?.basePaise ?? 0) / 100;
  return { _id: OFFER_KEY, expired, expiry: expiry.toISOString(), plan2: base(2), plan3: base(3), discount: offer.discount, code: offer.code };
}

export async function updateOffer(db: Db, o: UpdateOffer, by: string) {
  const value: Offer = { discount: o.discount, code: o.code || null, endsAt: o.endsAt };
  await db.insert(settings).values({ key: OFFER_KEY, value, updatedBy: by })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: by, updatedAt: new Date() } });
}

export async function updatePlanPrice(db: Db, id: number, p: UpdatePlanPrice) {
  const [row] = await db.update(plans)
    .set({ basePaise: p.baseAmount * 100, struckPaise: p.struckAmount * 100, emiPaise: p.emi === null ? null : p.emi * 100 })
    .where(eq(plans.id, id)).returning();
  if (!row) throw notFound('No such plan');
  return row;
}
