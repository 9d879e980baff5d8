import { Calculator } from 'lucide-react';
import { CALCULATOR_MSG, type CalculatorResult } from '@tlt/shared/trade-calculator';
import { formatRupees } from '@tlt/shared/money-format';

const rupees = (n: number) => formatRupees(Math.round(n * 100) / 100);
const COUNT = new Intl.NumberFormat('en-IN');

/**
 * The answer, read out as it changes: how many to trade and which way, what the stop costs at
 * that size, the position's value, and the reward-to-risk ratio when a target is given.
 */
export function CalculatorResultPanel({ result, missing }: { result: CalculatorResult | null; missing: string }) {
  return (
    <section aria-label="Result" aria-live="polite" className="rounded-xl border border-navy-100 bg-navy-50/60 p-4">
      {!result ? (
        <p className="flex items-start gap-2 text-sm text-navy-700">
          <Calculator className="mt-0.5 size-4 shrink-0 text-navy-500" aria-hidden />
          {missing}
        </p>
      ) : result.tooSmall ? (
        <p className="text-sm font-semibold text-red-700">{CALCULATOR_MSG.portfolioTooSmall}</p>
      ) : (
        <>
          <p className="text-sm font-medium text-navy-600">Position size</p>
          <p className="mt-0.5 text-2xl font-extrabold text-navy-950 first-letter:uppercase" data-side={result.side}>
            {result.side}{' '}
            <span className={result.side === 'buy' ? 'text-emerald-700' : 'text-red-700'}>{COUNT.format(result.quantity)}</span>{' '}
            {result.quantity === 1 ? result.unit.replace(/s$/, '') : result.unit}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div className="rounded-lg bg-white px-3 py-2">
              <dt className="text-xs font-semibold text-navy-600">Money at risk</dt>
              <dd className="font-bold text-navy-950 tabular-nums">{rupees(result.moneyAtRisk)}</dd>
            </div>
            <div className="rounded-lg bg-white px-3 py-2">
              <dt className="text-xs font-semibold text-navy-600">Position value</dt>
              <dd className="font-bold text-navy-950 tabular-nums">{rupees(result.positionValue)}</dd>
            </div>
            {result.rewardToRisk !== null && (
              <div className="col-span-2 rounded-lg bg-white px-3 py-2">
                <dt className="text-xs font-semibold text-navy-600">Reward to risk</dt>
                <dd className="font-bold text-navy-950 tabular-nums">1 : {result.rewardToRisk.toFixed(2)}</dd>
              </div>
            )}
          </dl>
          <p className="mt-2 text-xs text-navy-600">Your risk budget is {rupees(result.riskBudget)}; the size is rounded down.</p>
        </>
      )}
    </section>
  );
}
