import { asc, eq } from 'drizzle-orm';
import { DEFAULT_OFFER_END, PLAN_MSG, type Plan, type PlanConfig, type UpdateOffer, type UpdatePlanPrice } from '@tlt/shared/plans';
import { chargePaise, hasNoCostEmi, offerWindow } from '@tlt/shared/pricing';
import type { Db } from '../../db/client.ts';
import { plans, settings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { auditDiff, type AuditActor, recordAudit } from '../audit/index.ts';

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

/**
 * The daily offer (PUT plan/config): saved with offer.update in the same transaction, the row
 * locked so two admins saving at once each record what they replaced. Saving what is in force
 * writes nothing to the log.
 */
export async function updateOffer(db: Db, o: UpdateOffer, actor: AuditActor) {
  const value: Offer = { discount: o.discount, code: o.code || null, endsAt: o.endsAt };
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, OFFER_KEY)).for('update');
    const before: Offer = { ...DEFAULT_OFFER, ...(row?.value as Partial<Offer> | undefined) };
    await tx.insert(settings).values({ key: OFFER_KEY, value, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: actor.id, updatedAt: new Date() } });
    const diff = auditDiff({ ...before }, { ...value });
    if (diff) await recordAudit(tx, { actorId: actor.id, action: 'offer.update', ip: actor.ip, ...diff });
  });
}

const prices = (p: Pick<PlanRow, 'basePaise' | 'struckPaise' | 'emiPaise'>) => ({
  baseAmount: p.basePaise / 100, struckAmount: p.struckPaise / 100, emi: p.emiPaise === null ? null : p.emiPaise / 100,
});

/** PUT plan/:id: the new prices and plan.update (rupees, the fields that changed) in one transaction. */
export async function updatePlanPrice(db: Db, id: number, p: UpdatePlanPrice, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!current) throw notFound(PLAN_MSG.notFound);
    const [row] = await tx.update(plans)
      .set({ basePaise: p.baseAmount * 100, struckPaise: p.struckAmount * 100, emiPaise: p.emi === null ? null : p.emi * 100 })
      .where(eq(plans.id, id)).returning();
    const diff = auditDiff(prices(current), prices(row));
    if (diff) {
      await recordAudit(tx, { actorId: actor.id, action: 'plan.update', ip: actor.ip, ...diff, data: { planId: row.id, planType: row.planType } });
    }
    return row;
  });
}
