import type { Plan } from '@tlt/shared/plans';
import { Button } from '../../../components/ui/button.tsx';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { formatRupees } from '@tlt/shared/money-format';
import { usePlans } from '../../../lib/api/plans.ts';
import { PlanPicker } from '../components/plan-picker.tsx';
import { defaultPlanId } from './default-plan.ts';
import { Trans, useLingui } from '@lingui/react/macro';

interface PlanStepProps {
  /** `?plan_selected=` from the URL. */
  planSelected: string | null;
  chosenId: number | null;
  onChoose: (planId: number) => void;
  onPay: (plan: Plan) => void;
  loading: boolean;
}

/** Step 3 (spec §4): pick a plan; a second click on the selected card, or Pay, starts the payment. */
export function PlanStep({ planSelected, chosenId, onChoose, onPay, loading }: PlanStepProps) {
  const plans = usePlans();
  const { t } = useLingui();
  if (plans.isPending) return <Loading label={t`Loading plans…`} />;
  if (plans.isError) return <LoadError message={t`Plans could not be loaded.`} onRetry={() => plans.refetch()} />;

  const ids = plans.data.map((p) => p._id);
  const selectedId = chosenId !== null && ids.includes(chosenId) ? chosenId : defaultPlanId(ids, planSelected);
  const selected = plans.data.find((p) => p._id === selectedId);
  const price = selected ? formatRupees(selected.amount) : '';
  const pay = (planId: number) => {
    const plan = plans.data.find((p) => p._id === planId);
    if (plan) onPay(plan);
  };

  return (
    <div className="space-y-6">
      <PlanPicker plans={plans.data} selectedId={selectedId} onSelect={onChoose} onPay={pay} disabled={loading} />
      {/* On phones the cards stack, so Pay stays in reach at the bottom of the screen. */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-navy-100 bg-white/95 px-4 pt-3 pb-4 backdrop-blur md:static md:mx-auto md:max-w-sm md:border-0 md:bg-transparent md:p-0">
        <Button size="lg" className="w-full" disabled={loading || !selected} onClick={() => selected && onPay(selected)}>
          {loading ? t`Please wait…` : selected ? t`Pay ${price}` : t`Pay`}
        </Button>
        <p className="mt-2 text-center text-xs text-navy-600">
          <Trans>Secure payment. Full refund within 7 days of joining.</Trans>
        </p>
      </div>
    </div>
  );
}
