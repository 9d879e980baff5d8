import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatPrice, PRICE_KEYS, riskCap, type PostFormValues, type PostRole, type PriceKey } from './post-form-values.ts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';

const LABELS: Record<PriceKey, MessageDescriptor> = {
  entryPrice: msg`Entry Price`,
  targetPrice1: msg`Target Price 1`,
  targetPrice2: msg`Target Price 2`,
  stopLoss: msg`Stop Loss`,
  risk: msg`Risk (%)`,
};

/** Entry (ours, issue 26), the spec's two targets, stop loss and risk: at least 0, step 0.01, shown with 2 decimals (and checked) once the field is left. */
export function PriceFields({ form, role, idPrefix }: { form: UseFormReturn<PostFormValues>; role: PostRole; idPrefix: string }) {
  const { t } = useLingui();
  const { register, setValue, trigger, formState } = form;
  return (
    <div className="grid grid-cols-2 gap-3">
      {PRICE_KEYS.map((key) => (
        <TextField
          key={key}
          id={`${idPrefix}-${key}`}
          label={t(LABELS[key])}
          type="number"
          inputMode="decimal"
          min={0}
          max={key === 'risk' ? riskCap(role) : undefined}
          step={0.01}
          error={formState.errors[key]?.message}
          {...register(key, {
            // Checked on leaving the field too, so a risk over the cap is flagged before Save.
            onBlur: (e: { target: HTMLInputElement }) => {
              setValue(key, formatPrice(e.target.value));
              void trigger(key);
            },
          })}
        />
      ))}
    </div>
  );
}
