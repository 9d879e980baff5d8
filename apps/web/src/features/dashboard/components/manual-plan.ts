import type { Plan } from '@tlt/shared/plans';

/** "Yearly (Annual, 2 Years) · 12 months": the catalogue's name with the spec's aliases, so "Annual" is findable. */
export function planOptions(plans: readonly Plan[]) {
  return plans.map((p) => ({
    value: p.planType,
    label: `${p.planType}${p.aliases.length ? ` (${p.aliases.join(', ')})` : ''} · ${p.months} months`,
  }));
}

/** The plan the spec names by default (community §5: Annual), as the catalogue names it; '' when absent. */
export function defaultPlanType(plans: readonly Plan[], name: string): string {
  const n = name.toLowerCase();
  return plans.find((p) => p.planType.toLowerCase() === n || p.aliases.some((a) => a.toLowerCase() === n))?.planType ?? '';
}
