import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

export const REGISTER_STEPS = ['Your details', 'Investor profile', 'Plan & payment'] as const;

/** Where the visitor is among the three steps. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <ol aria-label="Registration steps" className="flex items-center justify-center gap-2 text-xs font-semibold sm:gap-3 sm:text-sm">
      {REGISTER_STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="flex items-center gap-2 sm:gap-3">
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                state === 'done' && 'border-emerald-500 bg-emerald-500 text-white',
                state === 'current' && 'border-emerald-600 bg-white text-emerald-800',
                state === 'todo' && 'border-navy-200 bg-white text-navy-500',
              )}
            >
              {state === 'done' ? <Check className="size-4" aria-hidden /> : n}
            </span>
            <span className={cn('hidden whitespace-nowrap sm:inline', state === 'todo' ? 'text-navy-600' : 'text-navy-900')}>{label}</span>
            <span className="sr-only sm:hidden">{label}</span>
            {state === 'done' && <span className="sr-only">(done)</span>}
            {n < REGISTER_STEPS.length && <span className="h-px w-6 bg-navy-200 sm:w-10" aria-hidden />}
          </li>
        );
      })}
    </ol>
  );
}
