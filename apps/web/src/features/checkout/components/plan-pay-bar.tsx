import { Button } from '../../../components/ui/button.tsx';
import { formatRupees } from '@tlt/shared/money-format';

/** The renewal pages' Go button: held at the bottom of a phone's screen, under the plans on desktop. */
export function PlanPayBar({ amount, disabled, onPay }: { amount: number | undefined; disabled: boolean; onPay: () => void }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-navy-100 bg-white/95 px-4 py-3 backdrop-blur md:static md:mx-auto md:max-w-sm md:border-0 md:bg-transparent md:p-0">
      <Button size="lg" className="w-full" disabled={disabled || amount === undefined} onClick={onPay}>
        {amount === undefined ? 'Go' : `Go · ${formatRupees(amount)}`}
      </Button>
    </div>
  );
}
