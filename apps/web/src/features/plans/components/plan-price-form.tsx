import { useId } from 'react';
import { UpdatePlanPriceSchema, type Plan } from '@tlt/shared/plans';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSaveForm } from '../../../lib/use-zod-form.ts';
import { amountInputProps } from '../../../lib/amount-input.ts';
import { formatRupees } from '@tlt/shared/money-format';
import { useUpdatePlanPrice } from '../api/update-plan-price.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { planName } from '../../../lib/period-dates.ts';

const toNumber = (v: unknown) => (v === '' || v === null ? NaN : Number(v));
const toNullableNumber = (v: unknown) => (v === '' || v === null ? null : Number(v));

/** Admin: one plan's base, struck-out and EMI prices (rupees). */
export function PlanPriceForm({ plan }: { plan: Plan }) {
  const id = useId();
  const mutation = useUpdatePlanPrice();
  const { t } = useLingui();
  const WHOLE_RUPEES = t`Enter whole rupees, 1 or more`;
  const { months } = plan;
  const planType = planName(plan.planType);
  const charged = formatRupees(plan.amount);
  const { register, onSubmit, formState: { errors, isDirty } } = useSaveForm(UpdatePlanPriceSchema, {
    // Checked as typed: a 0 or an empty price is flagged before Save (issue 14 §7).
    mode: 'onChange',
    defaultValues: { baseAmount: plan.baseAmount, struckAmount: plan.struckAmount, emi: plan.emi },
    save: (body) => mutation.mutateAsync({ id: plan._id, ...body }),
    savedMessage: t`${planType} prices saved`,
    resetTo: (body) => body,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
      <h3 id={`${id}-title`} className="text-lg font-bold text-navy-950">
        {planType} <span className="text-sm font-medium text-navy-600"><Trans>· {months} months</Trans></span>
      </h3>
      <p className="mt-1 text-sm text-navy-700"><Trans>Charged today: {charged}</Trans></p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField id={`${id}-base`} label={t`Price (₹)`} type="number" inputMode="numeric" min={1} {...amountInputProps}
          error={errors.baseAmount && WHOLE_RUPEES} {...register('baseAmount', { setValueAs: toNumber })} />
        <TextField id={`${id}-struck`} label={t`Struck-out (₹)`} type="number" inputMode="numeric" min={1} {...amountInputProps}
          error={errors.struckAmount && WHOLE_RUPEES} {...register('struckAmount', { setValueAs: toNumber })} />
        <TextField id={`${id}-emi`} label={t`EMI / month (₹)`} type="number" inputMode="numeric" min={1} {...amountInputProps} placeholder={t`None`}
          error={errors.emi && WHOLE_RUPEES} {...register('emi', { setValueAs: toNullableNumber })} />
      </div>
      <Button type="submit" size="sm" className="mt-4" disabled={mutation.isPending || !isDirty}>
        {mutation.isPending ? t`Saving…` : t`Save prices`}
      </Button>
    </form>
  );
}
