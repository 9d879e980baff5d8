import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { INDIAN_STATES } from '@tlt/shared/indian-states';
import { INVOICE_MSG, InvoiceSettingsInputSchema, type InvoiceSettings, type InvoiceSettingsInput } from '@tlt/shared/invoices';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSaveForm } from '../../../lib/use-zod-form.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSaveInvoiceSettings } from '../api/invoice-settings.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { translateShared } from '../../../lib/i18n.ts';

const STATES = INDIAN_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** The seller's name, address, GSTIN, state, GST rate and SAC: checked here and again on the server. */
export function InvoiceSettingsForm({ settings }: { settings: InvoiceSettings }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveInvoiceSettings();
  const { register, onSubmit, formState: { errors, isDirty } } = useSaveForm(InvoiceSettingsInputSchema, {
    defaultValues: {
      sellerName: settings.sellerName ?? '', address: settings.address ?? '', gstin: settings.gstin ?? '',
      stateCode: (settings.stateCode ?? '') as InvoiceSettingsInput['stateCode'], gstRate: settings.gstRate, sac: settings.sac,
    },
    save: save.mutateAsync,
    savedMessage: translateShared(INVOICE_MSG.settingsSaved),
    resetTo: (body, saved) => ({ ...body, stateCode: saved.stateCode as InvoiceSettingsInput['stateCode'] }),
    failedMessage: (err) => (err instanceof ApiError && err.code !== 0 ? err.message : t`Could not save the settings. Please try again.`),
  });

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
      <TextField label={t`Registered name of the seller`} autoComplete="organization" {...field('sellerName')} />
      <div className="space-y-1.5">
        <label htmlFor={`${id}-address`} className="block text-sm font-medium text-navy-800"><Trans>Address</Trans></label>
        <textarea id={`${id}-address`} rows={3} aria-invalid={!!errors.address || undefined} aria-describedby={errors.address ? `${id}-address-error` : undefined}
          className="w-full rounded-lg border border-navy-200 bg-white px-3 py-2 text-base text-navy-900 focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-500/40"
          {...register('address')} />
        {errors.address && <p id={`${id}-address-error`} role="alert" className="text-sm font-medium text-red-700">{errors.address.message}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="GSTIN" autoCapitalize="characters" maxLength={15} placeholder="27AAPFU0939F1ZV" translate="no" {...field('gstin')} />
        <div>
          <SelectField id={`${id}-state`} label={t`State`} placeholder={t`Choose the state`} options={STATES} {...register('stateCode')} />
          {errors.stateCode && <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">{errors.stateCode.message}</p>}
        </div>
        <TextField id={`${id}-rate`} label={t`GST rate (%)`} type="number" inputMode="decimal" step="0.01" min={0} max={40} error={errors.gstRate?.message}
          {...register('gstRate', { setValueAs: (v) => (v === '' ? NaN : Number(v)) })} />
        <TextField label={t`SAC code`} inputMode="numeric" maxLength={6} {...field('sac')} />
      </div>
      <p className="text-sm text-navy-600"><Trans>Invoices already issued keep the seller and rate they were issued with; new ones use these.</Trans></p>
      <Button type="submit" disabled={save.isPending || !isDirty}>{save.isPending ? t`Saving…` : t`Save invoice settings`}</Button>
    </form>
  );
}
