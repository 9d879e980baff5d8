import { useState } from 'react';
import { DEFAULT_RENEWAL_PLAN_ID } from '@tlt/shared/plans';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { usePlans } from '../../../lib/api/plans.ts';
import { PlanPayBar } from './plan-pay-bar.tsx';
import { PlanPicker } from './plan-picker.tsx';
import { useLingui } from '@lingui/react/macro';


/**
 * Both renewal pages' plans (spec §2/§4 Renew Subscription, renew early): 12 months chosen first and
 * badged; a tap on the selected card, or Go under them, pays for it.
 */
export function RenewalPlans({ onPay, busy }: { onPay: (planId: number) => void; busy: boolean }) {
  const plans = usePlans();
  const { t } = useLingui();
  const badges = { [DEFAULT_RENEWAL_PLAN_ID]: t`Most Popular` };
  const [chosenId, setChosenId] = useState<number>(DEFAULT_RENEWAL_PLAN_ID);
  const ids = plans.data?.map((p) => p._id) ?? [];
  const selectedId = ids.includes(chosenId) ? chosenId : (ids[0] ?? chosenId);
  const selected = plans.data?.find((p) => p._id === selectedId);
  return (
    <>
      <div className="mt-10">
        <QueryState query={plans} loading={t`Loading plans…`} error={t`Plans could not be loaded.`}>
          {(data) => <PlanPicker plans={data} selectedId={selectedId} onSelect={setChosenId} onPay={onPay} disabled={busy} badges={badges} />}
        </QueryState>
      </div>
      <PlanPayBar amount={selected?.amount} disabled={busy} onPay={() => onPay(selectedId)} />
    </>
  );
}
