import { Check } from 'lucide-react';
import { COURSE_SEED, coursesForPlanMonths } from '@tlt/shared/courses';
import type { Plan } from '@tlt/shared/plans';
import { formatRupees } from '@tlt/shared/money-format';
import { emiLine } from '../../lib/emi.ts';
import { translateShared } from '../../lib/i18n.ts';
import { planName } from '../../lib/period-dates.ts';
import { StruckPrice } from '../ui/struck-price.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const BASE_FEATURES = [msg`Real-time trade alerts with stop loss and rationale`, msg`Community, watchlist and trade wisdom`];

function useFeaturesOf(plan: Plan): string[] {
  const { t } = useLingui();
  const courses = coursesForPlanMonths(plan.months).map((slug) => {
    const course = translateShared(COURSE_SEED.find((c) => c.slug === slug)?.name ?? slug);
    return t`${course} included`;
  });
  return [...BASE_FEATURES.map((f) => t(f)), ...courses];
}

/**
 * The inside of a plan card, in spans only so it may sit inside a button (the pickers)
 * as well as an article (the plans page).
 */
export function PlanCardBody({ plan, badge }: { plan: Plan; badge?: string }) {
  const emi = emiLine(plan);
  const features = useFeaturesOf(plan);
  const { months, discountPercent } = plan;
  return (
    <>
      <span className="flex min-h-6 items-center justify-between gap-2">
        <span className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">
          <Trans>{months} months</Trans>
        </span>
        {badge && (
          <span className="rounded-full bg-navy-950 px-2.5 py-0.5 text-xs font-bold text-emerald-300">{badge}</span>
        )}
      </span>
      <span className="mt-1 block text-2xl font-extrabold text-navy-950">{planName(plan.planType)}</span>
      <span className="mt-4 flex items-baseline gap-2">
        <span className="text-3xl font-extrabold tracking-tight text-navy-950">{formatRupees(plan.amount)}</span>
        <StruckPrice price={plan.amount} was={plan.struckAmount} className="text-base text-navy-600" />
      </span>
      {plan.discountPercent > 0 && (
        <span className="mt-2 self-start rounded-md bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          <Trans>Today&apos;s offer: {discountPercent}% off</Trans>
        </span>
      )}
      <span className="mt-2 block min-h-5 text-sm font-medium text-navy-700">{emi}</span>
      <span className="mt-4 block border-t border-navy-100 pt-4">
        {features.map((f) => (
          <span key={f} className="mt-2 flex gap-2 text-left text-sm text-navy-800 first:mt-0">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            {f}
          </span>
        ))}
      </span>
    </>
  );
}
