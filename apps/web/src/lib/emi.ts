import { t } from '@lingui/core/macro';
import { EMI_MAX_TENURE_MONTHS, type Plan } from '@tlt/shared/plans';
import { hasNoCostEmi } from '@tlt/shared/pricing';
import { formatRupees } from '@tlt/shared/money-format';

/**
 * The EMI line under a plan's price (spec §2 EMI rules, §9): no-cost EMI only on plans of
 * 12 months and longer, on tenures up to 6 months; other plans with an EMI get a plain EMI line.
 * In the page's language (the words are read when the line is drawn).
 */
export function emiLine(plan: Pick<Plan, 'emi' | 'noCostEmi' | 'months'>): string | null {
  if (plan.emi === null) return null;
  const amount = formatRupees(plan.emi);
  if (plan.noCostEmi && hasNoCostEmi(plan.months)) {
    const max = EMI_MAX_TENURE_MONTHS;
    return t`No-cost EMI from ${amount}/month (up to ${max} months)`;
  }
  return t`EMI from ${amount}/month`;
}
