import { DEFAULT_REGISTER_PLAN_ID } from '@tlt/shared/plans';

/**
 * The plan selected when step 3 opens (spec §4): `?plan_selected=` when it names a plan
 * of the catalogue, else plan 2 (6 months).
 */
export function defaultPlanId(planIds: number[], planSelected: string | null): number {
  const wanted = Number(planSelected);
  if (planSelected && Number.isInteger(wanted) && planIds.includes(wanted)) return wanted;
  return planIds.includes(DEFAULT_REGISTER_PLAN_ID) ? DEFAULT_REGISTER_PLAN_ID : (planIds[0] ?? DEFAULT_REGISTER_PLAN_ID);
}
