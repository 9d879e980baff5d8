import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn.ts';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  label: string;
}

export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  return (
    <label htmlFor={id} className={cn('inline-flex cursor-pointer items-center gap-2 text-sm text-navy-800', className)}>
      <input id={id} type="checkbox" className="size-4 rounded border-navy-300 accent-emerald-600" {...props} />
      {label}
    </label>
  );
}
