import type { SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Shown for the empty value. */
  placeholder: string;
}

/** A native select with its options, the empty one first, and a chevron: the look of every select here. */
export function NativeSelect({ options, placeholder, className, wrapperClassName, ...props }: SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly { value: string; label: string }[];
  placeholder: string;
  wrapperClassName?: string;
}) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        className={cn(
          'h-11 w-full appearance-none rounded-lg border border-navy-200 bg-white pr-10 pl-3 text-base text-navy-900',
          'focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-500/40',
          className,
        )}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-navy-500" aria-hidden />
    </div>
  );
}

/** A labelled native select: the phone's own picker, keyboard and screen-reader support for free. */
export function SelectField({ id, label, options, placeholder, className, ...props }: SelectFieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-navy-800">
        {label}
      </label>
      <NativeSelect id={id} options={options} placeholder={placeholder} className={className} {...props} />
    </div>
  );
}
