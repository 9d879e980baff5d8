import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatPrice, PRICE_KEYS, riskCap, type PostFormValues, type PostRole, type PriceKey } from './post-form-values.ts';

const LABELS: Record<PriceKey, string> = {
  entryPrice: 'Entry Price',
  targetPrice1: 'Target Price 1',
  targetPrice2: 'Target Price 2',
  stopLoss: 'Stop Loss',
  risk: 'Risk (%)',
};

/** Entry (ours, issue 26), the spec's two targets, stop loss and risk: at least 0, step 0.01, shown with 2 decimals (and checked) once the field is left. */
export function PriceFields({ form, role, idPrefix }: { form: UseFormReturn<PostFormValues>; role: PostRole; idPrefix: string }) {
  const { register, setValue, trigger, formState } = form;
  return (
    <div className="grid grid-cols-2 gap-3">
      {PRICE_KEYS.map((key) => (
        <TextField
          key={key}
          id={`${idPrefix}-${key}`}
          label={LABELS[key]}
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
