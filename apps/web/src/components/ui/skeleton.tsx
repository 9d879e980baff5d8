import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A grey bar in a loading placeholder; the parent pulses. */
export function SkeletonBar({ className }: { className: string }) {
  return <span className={cn('block rounded bg-navy-50', className)} />;
}

/** The head of a card while it loads: a mark (an avatar, an icon) and a line over a shorter one. */
export function SkeletonHead({ mark, first, second, className }: { mark: string; first: string; second: string; className?: string }) {
  return (
    <span className={cn('flex items-center gap-3', className)}>
      <span className={cn('shrink-0 bg-navy-100', mark)} />
      <span className="flex-1 space-y-2">
        <SkeletonBar className={cn('bg-navy-100', first)} />
        <SkeletonBar className={second} />
      </span>
    </span>
  );
}

/**
 * `count` placeholders in a list: announced as loading when `label` is given, else hidden from
 * assistive tech (the page says it is loading elsewhere).
 */
export function SkeletonList({ count, label, className, children }: { count: number; label?: string; className: string; children: (n: number) => ReactNode }) {
  return (
    <div className={className} {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}>
      {Array.from({ length: count }, (_, n) => children(n))}
    </div>
  );
}
