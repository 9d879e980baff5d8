import { CalendarDays, TrendingDown, TrendingUp } from 'lucide-react';
import type { PageContent } from '../api/get-page-content.ts';
import { CURRENCY_SYMBOL, formatGain, formatPrice, formatTradeDate, tradeGainPercent } from './trade-gain.ts';
import { Trans } from '@lingui/react/macro';

type Trade = PageContent<'pages.performance'>['trades']['items'][number];

export function TradeCard({ trade }: { trade: Trade }) {
  const gain = tradeGainPercent(trade.direction, trade.entry, trade.exit);
  const DirectionIcon = trade.direction === 'long' ? TrendingUp : TrendingDown;
  return (
    <article className="flex h-full w-full flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 translate="no" className="text-base font-bold tracking-wide text-navy-950">{trade.instrument}</h3>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-navy-50 px-2.5 py-1 text-xs font-semibold text-navy-800 uppercase">
          <DirectionIcon className="size-3.5" aria-hidden />
          {trade.direction === 'long' ? <Trans>long</Trans> : <Trans>short</Trans>}
        </span>
      </div>
      <p className="mt-4 text-4xl font-black tracking-tight text-emerald-700">
        {formatGain(gain)}
        <span className="sr-only">
          {' '}
          <Trans>gain</Trans>
        </span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-navy-100 pt-4 text-sm">
        <div>
          <dt className="text-navy-600">
            <Trans>Entry</Trans>
          </dt>
          <dd className="font-semibold text-navy-950">{CURRENCY_SYMBOL[trade.currency]}{formatPrice(trade.entry)}</dd>
        </div>
        <div>
          <dt className="text-navy-600">
            <Trans>Exit</Trans>
          </dt>
          <dd className="font-semibold text-navy-950">{CURRENCY_SYMBOL[trade.currency]}{formatPrice(trade.exit)}</dd>
        </div>
      </dl>
      <p className="mt-4 flex items-center text-xs text-navy-600">
        <CalendarDays className="mr-1.5 size-4" aria-hidden />
        <span>
          <Trans>
            Closed <time dateTime={trade.date}>{formatTradeDate(trade.date)}</time>
          </Trans>
        </span>
      </p>
    </article>
  );
}
