import { Lock } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { Trans } from '@lingui/react/macro';

/** Marks a members-only blog. */
export function LockBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase',
        className,
      )}
    >
      <Lock className="size-3.5" aria-hidden /> <Trans>Members only</Trans>
    </span>
  );
}
