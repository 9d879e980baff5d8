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
  /** Amber box: allowed, but not advised (risk above 2%); the message is `describedBy`, shown by the form. */
  highlight?: boolean;
  /** Ids of notes elsewhere that describe this box (the risk warning, laid out across the form). */
  describedBy?: string;
  error?: string;
  readOnly?: boolean;
  placeholder?: string;
  hint?: ReactNode;
}

/** A labelled number box, min 0 (community.md §5), with the decimal keypad on phones. */
export function NumberField({ id, label, value, onChange, prefix, suffix, highlight, describedBy, error, readOnly, placeholder, hint }: NumberFieldProps) {
  const noteId = `${id}-note`;
  const note = error ?? hint;
  const describers = [note ? noteId : undefined, describedBy].filter(Boolean).join(' ');
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
          aria-describedby={describers || undefined}
          onChange={(e) => onChange(e.target.value)}
          className={cn(
            // The browser's spin arrows crowd a phone-width box; the keypad is the way in.
            'tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            prefix && 'pl-7',
            suffix && 'pr-8',
            readOnly && 'cursor-not-allowed bg-navy-50 text-navy-600',
            highlight && !error && 'border-amber-500 bg-amber-50 focus-visible:border-amber-600 focus-visible:outline-amber-500/40',
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
      ) : hint ? (
        <p id={noteId} className="text-xs text-navy-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
