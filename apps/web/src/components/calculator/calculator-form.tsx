import { useEffect, useState } from 'react';
import { Lock, TriangleAlert } from 'lucide-react';
import {
  CALCULATOR_MSG,
  CURRENCY_LOT,
  calculateTrade,
  riskAboveRecommended,
  type CalculatorMode,
  type StoredCommodityContract,
} from '@tlt/shared/trade-calculator';
import { SelectField } from '../ui/select-field.tsx';
import { CalculatorResultPanel } from './calculator-result.tsx';
import { useCommodityContracts } from './commodity-contracts.ts';
import type { CalculatorPrefill } from './calculator-provider.tsx';
import { MODE_PANEL_ID, ModeTabs, modeTabId } from './mode-tabs.tsx';
import { NumberField } from './number-field.tsx';
import { readRememberedInputs, rememberInputs } from './remembered-inputs.ts';

/** The trade's own inputs; a mode switch clears them (community.md §4). */
interface TradeInputs {
  entry: string;
  stopLoss: string;
  target: string;
  lotSize: string;
  contractId: string;
}

const CLEAR: TradeInputs = { entry: '', stopLoss: '', target: '', lotSize: '', contractId: '' };
const text = (n: number | undefined) => (n === undefined ? '' : String(n));
/** An empty box is "not given"; anything else is read as a number (NaN for junk, which sizes nothing). */
const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
const negative = (s: string) => (num(s) ?? 0) < 0;
const NOT_NEGATIVE = 'Enter 0 or more';
const MULTIPLIER = new Intl.NumberFormat('en-IN');

export const contractLabel = (c: StoredCommodityContract) =>
  `${c.name} (${c.lot}): ₹${MULTIPLIER.format(c.multiplier)} per ₹1 move (quoted per ${c.quotedPer})`;

function lotSizeOf(mode: CalculatorMode, inputs: TradeInputs, contracts: StoredCommodityContract[] | undefined): number | undefined {
  if (mode === 'Options') return num(inputs.lotSize);
  if (mode === 'Commodities') return contracts?.find((c) => c._id === inputs.contractId)?.multiplier;
  return undefined; // Equity needs none; Currencies use the locked CURRENCY_LOT
}

/**
 * The position-size calculator (community.md §4, §5, §9): how many shares or lots to trade so a
 * hit stop loss costs at most the chosen share of the capital. Capital and risk are the member's
 * and stay across modes and visits (decision 0021); the trade's inputs are cleared by a mode switch.
 */
export function CalculatorForm({ prefill }: { prefill?: CalculatorPrefill }) {
  const [mode, setMode] = useState<CalculatorMode>('Equity');
  const [capital, setCapital] = useState(() => readRememberedInputs().capital);
  const [risk, setRisk] = useState(() => readRememberedInputs().risk);
  const [trade, setTrade] = useState<TradeInputs>(() => ({
    ...CLEAR,
    entry: text(prefill?.entry),
    stopLoss: text(prefill?.stopLoss),
    target: text(prefill?.target),
  }));
  const contracts = useCommodityContracts();

  useEffect(() => rememberInputs({ capital, risk }), [capital, risk]);

  const set = (key: keyof TradeInputs) => (value: string) => setTrade((t) => ({ ...t, [key]: value }));
  const switchMode = (next: CalculatorMode) => {
    setMode(next);
    setTrade(CLEAR);
  };

  const riskValue = num(risk);
  const riskTooHigh = riskValue !== undefined && riskAboveRecommended(riskValue);
  const lotSize = lotSizeOf(mode, trade, contracts.data);
  const values = { capital: num(capital), riskPercent: riskValue, entry: num(trade.entry), stopLoss: num(trade.stopLoss) };
  const ready = Object.values(values).every((v) => v !== undefined) && (mode === 'Equity' || mode === 'Currencies' || lotSize !== undefined);
  const result = ready
    ? calculateTrade({
        mode,
        capital: values.capital!,
        riskPercent: values.riskPercent!,
        entry: values.entry!,
        stopLoss: values.stopLoss!,
        lotSize,
        target: num(trade.target),
      })
    : null;
  const missing =
    ready && result === null
      ? 'Entry and stop loss must differ, and every value must be a number of 0 or more.'
      : `Fill in capital, risk, entry and stop loss${mode === 'Options' ? ' and the lot size' : mode === 'Commodities' ? ' and pick a contract' : ''} to see how much to trade.`;
  const contract = mode === 'Commodities' ? contracts.data?.find((c) => c._id === trade.contractId) : undefined;

  return (
    <div className="space-y-4">
      <ModeTabs value={mode} onChange={switchMode} />
      <div role="tabpanel" id={MODE_PANEL_ID} aria-labelledby={modeTabId(mode)} className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <NumberField id="calc-capital" label="Capital" prefix="₹" value={capital} onChange={setCapital} error={negative(capital) ? NOT_NEGATIVE : undefined} />
          <NumberField
            id="calc-risk"
            label="Risk"
            suffix="%"
            value={risk}
            onChange={setRisk}
            error={negative(risk) ? NOT_NEGATIVE : undefined}
            highlight={riskTooHigh}
            describedBy={riskTooHigh ? 'calc-risk-warning' : undefined}
          />
          {riskTooHigh && (
            <p id="calc-risk-warning" role="alert" className="col-span-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {CALCULATOR_MSG.riskTooHigh}
            </p>
          )}
          <NumberField id="calc-entry" label="Entry price" prefix="₹" value={trade.entry} onChange={set('entry')} error={negative(trade.entry) ? NOT_NEGATIVE : undefined} />
          <NumberField id="calc-stop" label="Stop loss" prefix="₹" value={trade.stopLoss} onChange={set('stopLoss')} error={negative(trade.stopLoss) ? NOT_NEGATIVE : undefined} />
          <NumberField
            id="calc-target"
            label="Target (optional)"
            prefix="₹"
            value={trade.target}
            onChange={set('target')}
            error={negative(trade.target) ? NOT_NEGATIVE : undefined}
          />
          {mode === 'Options' && (
            <NumberField id="calc-lot" label="Lot size" value={trade.lotSize} onChange={set('lotSize')} error={negative(trade.lotSize) ? NOT_NEGATIVE : undefined} />
          )}
          {mode === 'Currencies' && (
            <NumberField
              id="calc-lot"
              label="Lot size"
              value={String(CURRENCY_LOT)}
              onChange={() => {}}
              readOnly
              hint={
                <span className="inline-flex items-center gap-1">
                  <Lock className="size-3" aria-hidden /> Fixed for currency pairs
                </span>
              }
            />
          )}
        </div>
        {mode === 'Commodities' && (
          <div className="space-y-1.5">
            <SelectField
              id="calc-contract"
              label="Contract"
              placeholder={contracts.isPending ? 'Loading contracts…' : 'Choose a contract'}
              value={trade.contractId}
              onChange={(e) => set('contractId')(e.target.value)}
              options={(contracts.data ?? []).map((c) => ({ value: c._id, label: contractLabel(c) }))}
              className="truncate text-sm"
            />
            {contract && (
              <p className="text-xs text-navy-600">
                Lot {contract.lot}; the price is quoted per {contract.quotedPer}, so each ₹1 move is ₹{MULTIPLIER.format(contract.multiplier)} a lot.
              </p>
            )}
          </div>
        )}
        <CalculatorResultPanel result={result} missing={missing} />
      </div>
    </div>
  );
}
