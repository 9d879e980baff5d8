import { Dialog } from '../ui/dialog.tsx';
import { CalculatorForm } from './calculator-form.tsx';
import type { CalculatorPrefill } from './calculator-provider.tsx';

interface CalculatorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill?: CalculatorPrefill;
}

/** The calculator's modal; loaded on first open by calculator-provider.tsx. */
export default function CalculatorDialog({ open, onOpenChange, prefill }: CalculatorDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Trade Calculator"
      description="How many shares or lots to trade, so that a hit stop loss costs at most your risk."
    >
      <CalculatorForm prefill={prefill} />
    </Dialog>
  );
}
