import { t } from '@lingui/core/macro';
import type { Plan } from '@tlt/shared/plans';
import { currentLocale } from '../../../lib/i18n.ts';
import { planName } from '../../../lib/period-dates.ts';

/**
 * "Yearly (Annual, 2 Years) · 12 months": the catalogue's name with the spec's aliases, so "Annual" is
 * findable; Hindi pages name the plan in Hindi ("सालाना · 12 महीने"), where the English aliases find nothing.
 */
export function planOptions(plans: readonly Plan[]) {
  return plans.map((p) => {
    const name = currentLocale() === 'en' && p.aliases.length ? `${p.planType} (${p.aliases.join(', ')})` : planName(p.planType);
    const months = p.months;
    return { value: p.planType, label: t`${name} · ${months} months` };
  });
}

/** The plan the spec names by default (community §5: Annual), as the catalogue names it; '' when absent. */
export function defaultPlanType(plans: readonly Plan[], name: string): string {
  const n = name.toLowerCase();
  return plans.find((p) => p.planType.toLowerCase() === n || p.aliases.some((a) => a.toLowerCase() === n))?.planType ?? '';
}
