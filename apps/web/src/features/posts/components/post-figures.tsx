import type { Post } from '@tlt/shared/community';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** Prices and risk to 2 decimals (community.md §5), Indian digit grouping. */
export function formatFigure(n: number): string {
  return n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

type Figures = Pick<Post, 'entryPrice' | 'targetPrice1' | 'targetPrice2' | 'stopLoss' | 'risk'>;

/** Entry, Target 1, Target 2, Stop Loss and Risk, those that were given. */
export function PostFigures({ post }: { post: Figures }) {
  const { i18n } = useLingui();
  const items = [
    { label: msg`Entry`, value: post.entryPrice, tone: 'text-navy-900' },
    { label: msg`Target 1`, value: post.targetPrice1, tone: 'text-emerald-700' },
    { label: msg`Target 2`, value: post.targetPrice2, tone: 'text-emerald-700' },
    { label: msg`Stop Loss`, value: post.stopLoss, tone: 'text-red-700' },
    { label: msg`Risk`, value: post.risk, tone: 'text-navy-900', suffix: '%' },
  ].filter((f) => f.value !== null);
  if (items.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-2 @md:auto-cols-fr @md:grid-flow-col">
      {items.map((f) => (
        <div key={f.label.message} className="rounded-lg bg-navy-50 px-3 py-2">
          <dt className="text-[11px] font-semibold tracking-wide text-navy-600 uppercase">{i18n._(f.label)}</dt>
          <dd className={`text-base font-bold tabular-nums ${f.tone}`}>
            {formatFigure(f.value as number)}
            {f.suffix}
          </dd>
        </div>
      ))}
    </dl>
  );
}
