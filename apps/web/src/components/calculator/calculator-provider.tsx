import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TradeSetup } from '@tlt/shared/trade-setup';

/**
 * What a caller may fill in for the member: a post gives its mode, contract, prices and risk
 * (issue 26 "Size this trade", from `tradeSetupForPost`); the contract is named, the picker finds it.
 */
export type CalculatorPrefill = Partial<TradeSetup>;

interface CalculatorValue {
  /** Opens the position-size calculator, with fresh inputs plus the member's remembered capital and risk. */
  open: (prefill?: CalculatorPrefill) => void;
  /** Starts loading the dialog's code (on pointer or focus), so the first open is instant. */
  preload: () => void;
}

// The dialog (its form, the contracts query) is its own chunk: it loads on first open, never with the page.
const loadDialog = () => import('./calculator-dialog.tsx');
const CalculatorDialog = lazy(loadDialog);

const CalculatorContext = createContext<CalculatorValue | null>(null);

interface OpenState {
  open: boolean;
  prefill?: CalculatorPrefill;
  /** Bumped on every open: the dialog is remounted, so each opening starts from clean inputs. */
  session: number;
}

/**
 * One calculator for the whole app (decision 0021): the dashboard tile, the menus and the posts
 * open it through `useCalculator()`; mounted once beside the other app-wide providers.
 */
export function CalculatorProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<OpenState>({ open: false, session: 0 });
  const value = useMemo<CalculatorValue>(
    () => ({
      open: (prefill) => setState((s) => ({ open: true, prefill, session: s.session + 1 })),
      preload: () => void loadDialog(),
    }),
    [],
  );
  return (
    <CalculatorContext.Provider value={value}>
      {children}
      {state.session > 0 && (
        <Suspense fallback={null}>
          <CalculatorDialog
            key={state.session}
            open={state.open}
            prefill={state.prefill}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
          />
        </Suspense>
      )}
    </CalculatorContext.Provider>
  );
}

export function useCalculator(): CalculatorValue {
  const value = useContext(CalculatorContext);
  if (!value) throw new Error('useCalculator must be used inside CalculatorProvider');
  return value;
}
