import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-2xl border border-navy-100 bg-white p-6 shadow-sm shadow-navy-900/5', className)}
      {...props}
    />
  );
}
