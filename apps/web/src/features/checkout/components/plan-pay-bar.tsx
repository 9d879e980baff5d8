import { Button } from '../../../components/ui/button.tsx';
import { formatRupees } from '@tlt/shared/money-format';
import { useLingui } from '@lingui/react/macro';

/** The renewal pages' Go button: held at the bottom of a phone's screen, under the plans on desktop. */
export function PlanPayBar({ amount, disabled, onPay }: { amount: number | undefined; disabled: boolean; onPay: () => void }) {
  const { t } = useLingui();
  const price = amount === undefined ? '' : formatRupees(amount);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-navy-100 bg-white/95 px-4 py-3 backdrop-blur md:static md:mx-auto md:max-w-sm md:border-0 md:bg-transparent md:p-0">
      <Button size="lg" className="w-full" disabled={disabled || amount === undefined} onClick={onPay}>
        {amount === undefined ? t`Go` : t`Go · ${price}`}
      </Button>
    </div>
  );
}
