import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A dashed box with a large faint icon: an empty list, or a page whose item is gone. */
export function EmptyState({ icon: Icon, text, className, children }: { icon: LucideIcon; text?: string; className?: string; children?: ReactNode }) {
  return (
    <div className={cn('flex flex-col items-center gap-2 rounded-2xl border border-dashed border-navy-200 bg-white px-4 py-14 text-center', className)}>
      <Icon className="size-10 text-navy-300" aria-hidden />
      {text && <p className="text-base font-semibold text-navy-700">{text}</p>}
      {children}
    </div>
  );
}
