import { Calculator } from 'lucide-react';
import { CALCULATOR_MSG, type CalculatorResult } from '@tlt/shared/trade-calculator';
import { formatRupees } from '@tlt/shared/money-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../lib/i18n.ts';

const rupees = (n: number) => formatRupees(Math.round(n * 100) / 100);
const COUNT = new Intl.NumberFormat('en-IN');

/**
 * The answer, read out as it changes: how many to trade and which way, what the stop costs at
 * that size, the position's value, and the reward-to-risk ratio when a target is given.
 */
export function CalculatorResultPanel({ result, missing }: { result: CalculatorResult | null; missing: string }) {
  const { t } = useLingui();
  const budget = result ? rupees(result.riskBudget) : '';
  return (
    <section aria-label={t`Result`} aria-live="polite" className="rounded-xl border border-navy-100 bg-navy-50/60 p-4">
      {!result ? (
        <p className="flex items-start gap-2 text-sm text-navy-700">
          <Calculator className="mt-0.5 size-4 shrink-0 text-navy-500" aria-hidden />
          {missing}
        </p>
      ) : result.tooSmall ? (
        <p className="text-sm font-semibold text-red-700">{translateShared(CALCULATOR_MSG.portfolioTooSmall)}</p>
      ) : (
        <>
          {/* The budget's words are a placeholder each: one sentence per language. */}
          <p className="text-sm font-medium text-navy-600">
            <Trans>Position size</Trans>
          </p>
          <p className="mt-0.5 text-2xl font-extrabold text-navy-950 first-letter:uppercase" data-side={result.side}>
            <SizeLine result={result} />
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div className="rounded-lg bg-white px-3 py-2">
              <dt className="text-xs font-semibold text-navy-600">
                <Trans>Money at risk</Trans>
              </dt>
              <dd className="font-bold text-navy-950 tabular-nums">{rupees(result.moneyAtRisk)}</dd>
            </div>
            <div className="rounded-lg bg-white px-3 py-2">
              <dt className="text-xs font-semibold text-navy-600">
                <Trans>Position value</Trans>
              </dt>
              <dd className="font-bold text-navy-950 tabular-nums">{rupees(result.positionValue)}</dd>
            </div>
            {result.rewardToRisk !== null && (
              <div className="col-span-2 rounded-lg bg-white px-3 py-2">
                <dt className="text-xs font-semibold text-navy-600">
                  <Trans>Reward to risk</Trans>
                </dt>
                <dd className="font-bold text-navy-950 tabular-nums">1 : {result.rewardToRisk.toFixed(2)}</dd>
              </div>
            )}
          </dl>
          <p className="mt-2 text-xs text-navy-600">
            <Trans>Your risk budget is {budget}; the size is rounded down.</Trans>
          </p>
        </>
      )}
    </section>
  );
}

/**
 * "buy 120 shares" / "sell 1 lot": side and unit are the shared calculator's machine values
 * ('buy' | 'short sell', 'shares' | 'lots'), worded here in the page's language; the count keeps Indian grouping.
 */
function SizeLine({ result }: { result: CalculatorResult }) {
  const { t } = useLingui();
  const count = COUNT.format(result.quantity);
  const quantity = <span className={result.side === 'buy' ? 'text-emerald-700' : 'text-red-700'}>{count}</span>;
  const one = result.quantity === 1;
  const unit = result.unit === 'shares' ? (one ? t`share` : t`shares`) : one ? t`lot` : t`lots`;
  return result.side === 'buy' ? <Trans>buy {quantity} {unit}</Trans> : <Trans>short sell {quantity} {unit}</Trans>;
}
