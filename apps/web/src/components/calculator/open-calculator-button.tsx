import type { ReactNode } from 'react';
import { useCalculator, type CalculatorPrefill } from './calculator-provider.tsx';

/**
 * A button that opens the shares calculator: its code starts loading on pointer or focus, so the
 * dialog opens at once; `onOpen` runs first (a menu closes itself).
 */
export function OpenCalculatorButton({ prefill, onOpen, className, children }: { prefill?: () => CalculatorPrefill; onOpen?: () => void; className: string; children: ReactNode }) {
  const calculator = useCalculator();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={calculator.preload}
      onFocus={calculator.preload}
      onClick={() => {
        onOpen?.();
        calculator.open(prefill?.());
      }}
      className={className}
    >
      {children}
    </button>
  );
}
