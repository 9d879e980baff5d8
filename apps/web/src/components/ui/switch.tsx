import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface SwitchProps {
  id: string;
  label: ReactNode;
  /** A line under the label (what the switch does, or why it is off). */
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting that applies at once (no Save): a button with role="switch", its label beside it. */
export function Switch({ id, label, hint, checked, disabled, onChange }: SwitchProps) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-navy-600">
            {hint}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500',
          'disabled:cursor-not-allowed disabled:opacity-50',
          checked ? 'bg-emerald-600' : 'bg-navy-300',
        )}
      >
        <span
          aria-hidden
          className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-6' : 'translate-x-1')}
        />
      </button>
    </div>
  );
}
