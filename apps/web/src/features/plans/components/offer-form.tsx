import { useId } from 'react';
import { OFFER_TIMEZONE, UpdateOfferSchema, type PlanConfig } from '@tlt/shared/plans';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSaveForm } from '../../../lib/use-zod-form.ts';
import { amountInputProps } from '../../../lib/amount-input.ts';
import { useUpdateOffer } from '../api/update-offer.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { Trans, useLingui } from '@lingui/react/macro';

const HH_MM = new Intl.DateTimeFormat('en-GB', { timeZone: OFFER_TIMEZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The offer's daily end as HH:MM India time, read back from today's expiry. */
export function endsAtOf(config: Pick<PlanConfig, 'expiry'>): string {
  return HH_MM.format(new Date(config.expiry));
}

/** Admin: today's offer — discount on plans over 6 months, coupon code, daily end time. */
export function OfferForm({ config }: { config: PlanConfig }) {
  const id = useId();
  const mutation = useUpdateOffer();
  const { t } = useLingui();
  const { register, onSubmit, formState: { errors, isDirty } } = useSaveForm(UpdateOfferSchema, {
    mode: 'onChange',
    defaultValues: { discount: config.discount, code: config.code, endsAt: endsAtOf(config) },
    save: mutation.mutateAsync,
    savedMessage: t`Offer saved`,
    resetTo: (body) => body,
  });

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
      <p className="text-sm text-navy-700">
        {config.expired ? t`Today’s offer has ended.` : t`Today’s offer is running.`}{' '}
        <Trans>The discount applies only to plans longer than 6 months.</Trans>
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField id={`${id}-discount`} label={t`Discount (%)`} type="number" inputMode="numeric" min={0} {...amountInputProps} max={90}
          error={errors.discount && t`Enter 0 to 90`} {...register('discount', { setValueAs: (v) => (v === '' ? NaN : Number(v)) })} />
        <TextField id={`${id}-code`} label={t`Coupon code`} placeholder={t`None`} autoCapitalize="characters"
          error={errors.code?.message} {...register('code', { setValueAs: (v: string | null) => (v?.trim() ? v.trim() : null) })} />
        <TextField label={t`Ends daily at (India time)`} type="time" {...field('endsAt')} />
      </div>
      <Button type="submit" size="sm" className="mt-4" disabled={mutation.isPending || !isDirty}>
        {mutation.isPending ? t`Saving…` : t`Save offer`}
      </Button>
    </form>
  );
}
