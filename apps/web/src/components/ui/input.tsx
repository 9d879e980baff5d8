import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn.ts';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
}

export function Input({ className, invalid, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'h-11 w-full rounded-lg border border-navy-200 bg-white px-3 text-base text-navy-900',
        'placeholder:text-navy-400 focus-visible:border-emerald-600 focus-visible:outline-2',
        'focus-visible:outline-offset-0 focus-visible:outline-emerald-500/40',
        invalid && 'border-red-600',
        className,
      )}
      {...props}
    />
  );
}
