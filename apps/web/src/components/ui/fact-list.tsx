import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** One row: what it is, and its value. */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * Label and value pairs in two columns, labels muted and values strong: a plan's period, a refund's
 * sums, a worked example. The gaps, the box and the value's weight come from the place it stands.
 */
export function FactList({ facts, className, valueClassName = 'font-semibold' }: { facts: readonly Fact[]; className?: string; valueClassName?: string }) {
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] text-sm', className)}>
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-navy-600">{label}</dt>
          <dd className={cn('text-navy-950', valueClassName)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
