import { Check } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

/** A wizard's progress (registration, community terms): numbered steps, the current one (from 0) marked for screen readers too. */
export function StepIndicator({ labels, current, label }: { labels: readonly string[]; current: number; label?: string }) {
  const { t } = useLingui();
  const doneWord = t({ message: '(done)', context: 'a wizard step' });
  return (
    <ol aria-label={label ?? t`Steps`} className="flex items-center gap-2 sm:gap-3">
      {labels.map((label, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className={cn('flex min-w-0 items-center gap-2', i < labels.length - 1 && 'flex-1')}
          >
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                active && 'bg-emerald-400 text-navy-950',
                done && 'bg-navy-900 text-white',
                !active && !done && 'border border-navy-200 bg-white text-navy-500',
              )}
            >
              {done ? <Check className="size-4" aria-hidden /> : i + 1}
              <span className="sr-only">{done ? ` ${doneWord}` : ''}</span>
            </span>
            {/* Phones show the numbers only; the card below names the step. */}
            <span className={cn('sr-only text-sm sm:not-sr-only sm:truncate', active ? 'font-semibold text-navy-950' : 'text-navy-600')}>
              {label}
            </span>
            {i < labels.length - 1 && <span aria-hidden className={cn('h-px flex-1', done ? 'bg-navy-900' : 'bg-navy-200')} />}
          </li>
        );
      })}
    </ol>
  );
}
