import { PLAN_SEED } from '@tlt/shared/plans';

/** A payment's planType (or one of the renewal aliases "Six", "Annual", "2 Years") in months. */
export function planMonths(planType: string | undefined): number | null {
  if (!planType) return null;
  const plan = PLAN_SEED.find((p) => p.planType === planType || (p.aliases as readonly string[]).includes(planType));
  return plan?.months ?? null;
}

/** Spec §2 Thank-you page: Half-Yearly and Yearly members also get the course site and app. */
export function includesCourses(planType: string | undefined): boolean {
  return (planMonths(planType) ?? 0) >= 6;
}
