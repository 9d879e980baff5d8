import { EMI_MAX_TENURE_MONTHS, type Plan } from '@tlt/shared/plans';
import { hasNoCostEmi } from '@tlt/shared/pricing';
import { formatRupees } from '@tlt/shared/money-format';

/**
 * The EMI line under a plan's price (spec §2 EMI rules, §9): no-cost EMI only on plans of
 * 12 months and longer, on tenures up to 6 months; other plans with an EMI get a plain EMI line.
 */
export function emiLine(plan: Pick<Plan, 'emi' | 'noCostEmi' | 'months'>): string | null {
  if (plan.emi === null) return null;
  const perMonth = `${formatRupees(plan.emi)}/month`;
  if (plan.noCostEmi && hasNoCostEmi(plan.months)) {
    return `No-cost EMI from ${perMonth} (up to ${EMI_MAX_TENURE_MONTHS} months)`;
  }
  return `EMI from ${perMonth}`;
}
