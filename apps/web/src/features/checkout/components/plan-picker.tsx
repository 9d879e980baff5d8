import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { Plan } from '@tlt/shared/plans';
import { cn } from '../../../lib/cn.ts';
import { PlanCardBody } from '../../../components/plans/plan-card-body.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

interface PlanPickerProps {
  plans: Plan[];
  selectedId: number;
  onSelect: (planId: number) => void;
  /** Clicking the card that is already selected starts the payment (spec §4). */
  onPay: (planId: number) => void;
  disabled?: boolean;
  badges?: Partial<Record<number, string>>;
}

/** Plan cards as toggle buttons: a first click selects, a second click on the selected card pays. */
export function PlanPicker({ plans, selectedId, onSelect, onPay, disabled, badges = {} }: PlanPickerProps) {
  // Stacked on phones, the plan chosen on arrival (or the highlighted one) comes first so it is
  // seen without scrolling; later taps do not reorder, so cards never jump under a finger.
  const [arrivalId] = useState(selectedId);
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Plans`} className="flex flex-wrap justify-center gap-5">
      {plans.map((plan) => {
        const selected = plan._id === selectedId;
        return (
          <button
            key={plan._id}
            type="button"
            aria-pressed={selected}
            disabled={disabled}
            onClick={() => (selected ? onPay(plan._id) : onSelect(plan._id))}
            className={cn(
              'relative flex w-[280px] flex-col rounded-2xl border-2 bg-white p-6 text-left shadow-sm transition md:w-[300px]',
              'hover:shadow-md disabled:cursor-wait disabled:opacity-70',
              selected ? 'border-emerald-500 ring-4 ring-emerald-500/15' : 'border-navy-100 hover:border-emerald-300',
              (badges[plan._id] || plan._id === arrivalId) && 'order-first md:order-none',
            )}
          >
            <PlanCardBody plan={plan} badge={badges[plan._id]} />
            <span className="min-h-5 flex-1" aria-hidden />
            <span
              className={cn(
                'flex items-center justify-center gap-1.5 rounded-lg py-2 text-sm font-semibold',
                selected ? 'bg-emerald-50 text-emerald-800' : 'bg-navy-50 text-navy-700',
              )}
            >
              {selected ? (
                <>
                  <CheckCircle2 className="size-4" aria-hidden /> <Trans>Selected · tap again to pay</Trans>
                </>
              ) : (
                <Trans>Choose this plan</Trans>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
