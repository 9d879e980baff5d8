import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '../ui/select-field.tsx';
import { cn } from '../../lib/cn.ts';

export interface FilterOption {
  value: string;
  /** Words (a module-level list says them with `msg`, read in the page's language). */
  label: string | MessageDescriptor;
}

/** An option's label in the page's language. */
function useLabel() {
  const { i18n } = useLingui();
  return (label: string | MessageDescriptor) => (typeof label === 'string' ? label : i18n._(label));
}

interface FilterChipsProps {
  /** Names the group for screen readers, e.g. "Status". */
  label: string;
  /** The first option is usually { value: '', label: 'All' }. */
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * One-of-several filter as a row of chips (pressed = in force). On a phone the row scrolls
 * sideways instead of wrapping into a wall of chips.
 */
export function FilterChips({ label, options, value, onChange, className }: FilterChipsProps) {
  const say = useLabel();
  return (
    <div role="group" aria-label={label} className={cn('-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 md:mx-0 md:flex-wrap md:px-0', className)}>
      {options.map((o) => {
        const on = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(o.value)}
            className={cn(
              'h-9 shrink-0 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500',
              on ? 'border-navy-900 bg-navy-900 text-white dark:border-emerald-400' : 'border-navy-200 bg-white text-navy-800 hover:bg-navy-50',
            )}
          >
            {say(o.label)}
          </button>
        );
      })}
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  /** The label of the empty value ("Any plan"). */
  allLabel: string;
  className?: string;
}

/** A compact labelled select for a filter with many values (plan, admin, action). */
export function FilterSelect({ id, label, options, value, onChange, allLabel, className }: FilterSelectProps) {
  const say = useLabel();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} options={options.map((o) => ({ value: o.value, label: say(o.label) }))} placeholder={allLabel} className="pr-9 text-sm font-semibold" />
    </div>
  );
}
