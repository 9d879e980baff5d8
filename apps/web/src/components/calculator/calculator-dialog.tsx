import { Dialog } from '../ui/dialog.tsx';
import { CalculatorForm } from './calculator-form.tsx';
import type { CalculatorPrefill } from './calculator-provider.tsx';
import { useLingui } from '@lingui/react/macro';

interface CalculatorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill?: CalculatorPrefill;
}

/** The calculator's modal; loaded on first open by calculator-provider.tsx. */
export default function CalculatorDialog({ open, onOpenChange, prefill }: CalculatorDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Trade Calculator`}
      description={t`How many shares or lots to trade, so that a hit stop loss costs at most your risk.`}
    >
      <CalculatorForm prefill={prefill} />
    </Dialog>
  );
}
