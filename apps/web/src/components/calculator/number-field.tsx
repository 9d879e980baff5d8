import type { ReactNode } from 'react';
import { Input } from '../ui/input.tsx';
import { cn } from '../../lib/cn.ts';

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A short unit shown inside the box (₹, %). */
  prefix?: string;
  suffix?: string;
  /** Amber box and border: allowed, but not advised (risk above 2%). */
  warning?: ReactNode;
  error?: string;
  readOnly?: boolean;
  placeholder?: string;
  hint?: ReactNode;
}

/** A labelled number box, min 0 (community.md §5), with the decimal keypad on phones. */
export function NumberField({ id, label, value, onChange, prefix, suffix, warning, error, readOnly, placeholder, hint }: NumberFieldProps) {
  const noteId = `${id}-note`;
  const note = error ?? warning ?? hint;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-navy-800">
        {label}
      </label>
      <div className="relative">
        {prefix && (
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm font-semibold text-navy-500" aria-hidden>
            {prefix}
          </span>
        )}
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value}
          readOnly={readOnly}
          placeholder={placeholder}
          invalid={!!error}
          aria-describedby={note ? noteId : undefined}
          onChange={(e) => onChange(e.target.value)}
          className={cn(
            'tabular-nums',
            prefix && 'pl-7',
            suffix && 'pr-8',
            readOnly && 'cursor-not-allowed bg-navy-50 text-navy-600',
            warning && !error && 'border-amber-500 bg-amber-50 focus-visible:border-amber-600 focus-visible:outline-amber-500/40',
          )}
        />
        {suffix && (
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm font-semibold text-navy-500" aria-hidden>
            {suffix}
          </span>
        )}
      </div>
      {error ? (
        <p id={noteId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : warning ? (
        <p id={noteId} role="alert" className="rounded-md bg-amber-50 px-2 py-1.5 text-sm font-medium text-amber-900">
          {warning}
        </p>
      ) : hint ? (
        <p id={noteId} className="text-xs text-navy-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
