import { useRef, type KeyboardEvent } from 'react';
import { CALCULATOR_MODES, type CalculatorMode } from '@tlt/shared/trade-calculator';
import { cn } from '../../lib/cn.ts';

export const MODE_PANEL_ID = 'calculator-mode-panel';
export const modeTabId = (mode: CalculatorMode) => `calculator-tab-${mode}`;

/** Equity, Options, Commodities, Currencies (community.md §4): tabs with arrow-key movement. */
export function ModeTabs({ value, onChange }: { value: CalculatorMode; onChange: (mode: CalculatorMode) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const move = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const i = CALCULATOR_MODES.indexOf(value);
    const next = CALCULATOR_MODES[(i + step + CALCULATOR_MODES.length) % CALCULATOR_MODES.length]!;
    onChange(next);
    list.current?.querySelector<HTMLButtonElement>(`#${modeTabId(next)}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label="What you trade"
      onKeyDown={move}
      className="grid grid-cols-2 gap-1 rounded-xl border border-navy-100 bg-navy-50 p-1 sm:flex"
    >
      {CALCULATOR_MODES.map((mode) => {
        const on = mode === value;
        return (
          <button
            key={mode}
            id={modeTabId(mode)}
            type="button"
            role="tab"
            aria-selected={on}
            aria-controls={MODE_PANEL_ID}
            tabIndex={on ? 0 : -1}
            onClick={() => on || onChange(mode)}
            className={cn(
              // Two by two on phones; one row, each as wide as its word, from 640 px.
              'rounded-lg px-2 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-auto',
              on ? 'bg-navy-900 text-white shadow-sm' : 'text-navy-700 hover:bg-white hover:text-navy-950',
            )}
          >
            {mode}
          </button>
        );
      })}
    </div>
  );
}
