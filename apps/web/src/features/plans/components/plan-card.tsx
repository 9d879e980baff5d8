import { Link } from 'react-router';
import type { Plan } from '@tlt/shared/plans';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { planName } from '../../../lib/period-dates.ts';
import { PlanCardBody } from '../../../components/plans/plan-card-body.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** Spec §2 Plans page: a 300 px card (280 px on phones) whose Get Started carries the plan id. */
export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useLingui();
  const planType = planName(plan.planType);
  return (
    <article
      aria-label={t`${planType} plan`}
      className="flex w-[280px] flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm md:w-[300px]"
    >
      <PlanCardBody plan={plan} />
      <span className="min-h-6 flex-1" aria-hidden />
      <Link
        to={PATHS.registerWithPlan(plan._id)}
        className={buttonStyles('primary', 'md', 'mt-auto w-full')}
        aria-label={t`Get Started with the ${planType} plan`}
      >
        <Trans>Get Started</Trans>
      </Link>
    </article>
  );
}
