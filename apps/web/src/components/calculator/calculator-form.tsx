import { useState } from 'react';
import { Lock, TriangleAlert } from 'lucide-react';
import {
  CALCULATOR_MODES,
  CALCULATOR_MSG,
  CURRENCY_LOT,
  calculateTrade,
  riskAboveRecommended,
  type CalculatorMode,
  type StoredCommodityContract,
} from '@tlt/shared/trade-calculator';
import { SelectField } from '../ui/select-field.tsx';
import { CalculatorResultPanel } from './calculator-result.tsx';
import { useCommodityContracts } from '../../lib/commodity-contracts.ts';
import type { CalculatorPrefill } from './calculator-provider.tsx';
import { TabList, TabPanel, Tabs } from '../ui/tabs.tsx';
import { NumberField } from './number-field.tsx';
import { readRememberedInputs, rememberInputs } from './remembered-inputs.ts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../lib/i18n.ts';
import type { MessageDescriptor } from '@lingui/core';
import { t as tNow } from '@lingui/core/macro';

/**
 * The trade's own inputs. A mode switch keeps them (issue 26): the prices are the instrument's
 * whatever it is sized in, and the lot size and the contract are read only in their own mode.
 */
interface TradeInputs {
  entry: string;
  stopLoss: string;
  target: string;
  lotSize: string;
  /** '' until the member picks one: then the prefill's named contract is shown. */
  contractId: string;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
/** An empty box is "not given"; anything else is read as a number (NaN for junk, which sizes nothing). */
const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
const negative = (s: string) => (num(s) ?? 0) < 0;
const NOT_NEGATIVE = msg`Enter 0 or more`;
/** The modes are the shared calculator's machine values; these are their names on the tabs. */
const MODE_NAMES: Record<CalculatorMode, MessageDescriptor> = {
  Equity: msg`Equity`,
  Options: msg`Options`,
  Commodities: msg`Commodities`,
  Currencies: msg`Currencies`,
};
type Translate = (d: MessageDescriptor) => string;
const MULTIPLIER = new Intl.NumberFormat('en-IN');

export function contractLabel(c: StoredCommodityContract): string {
  const { name, lot: contractLot, quotedPer } = c;
  const multiplier = MULTIPLIER.format(c.multiplier);
  return tNow`${name} (${contractLot}): ₹${multiplier} per ₹1 move (quoted per ${quotedPer})`;
}

/** The picked contract, else the one the prefill names (the stored list keeps the seed's names). */
function contractOf(contractId: string, named: string | null | undefined, contracts: StoredCommodityContract[] | undefined) {
  if (contractId) return contracts?.find((c) => c._id === contractId);
  const name = named?.toLowerCase();
  return name ? contracts?.find((c) => c.name.toLowerCase() === name) : undefined;
}

function lotSizeOf(mode: CalculatorMode, inputs: TradeInputs, contract: StoredCommodityContract | undefined): number | undefined {
  if (mode === 'Options') return num(inputs.lotSize);
  if (mode === 'Commodities') return contract?.multiplier;
  return undefined; // Equity needs none; Currencies use the locked CURRENCY_LOT
}

/** What the member has yet to give, named (a post fills in most of it): "Fill in capital to see how much to trade." */
function stillToGive(
  values: Record<'capital' | 'riskPercent' | 'entry' | 'stopLoss', number | undefined>,
  mode: CalculatorMode,
  lotSize: number | undefined,
  t: Translate,
): string {
  const names = { capital: msg`capital`, riskPercent: msg`risk`, entry: msg`entry`, stopLoss: msg`stop loss` } as const;
  const fill: string[] = (Object.keys(names) as (keyof typeof names)[]).filter((k) => values[k] === undefined).map((k) => t(names[k]));
  if (mode === 'Options' && lotSize === undefined) fill.push(t(msg`the lot size`));
  const rest = fill.slice(0, -1).join(', ');
  const last = fill.at(-1) ?? '';
  const list = fill.length > 1 ? t(msg`${rest} and ${last}`) : (fill[0] ?? '');
  const pick = mode === 'Commodities' && lotSize === undefined;
  if (list && pick) return t(msg`Fill in ${list} and pick a contract to see how much to trade.`);
  if (pick) return t(msg`Pick a contract to see how much to trade.`);
  return t(msg`Fill in ${list} to see how much to trade.`);
}

/**
 * The position-size calculator (community.md §4, §5, §9): how many shares or lots to trade so a
 * hit stop loss costs at most the chosen share of the capital. Capital and risk are the member's
 * and stay across modes and visits (decision 0021); a post's risk fills in this opening only. A
 * mode switch keeps what still applies (issue 26): the prices, capital and risk.
 */
export function CalculatorForm({ prefill }: { prefill?: CalculatorPrefill }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<CalculatorMode>(prefill?.mode ?? 'Equity');
  const [capital, setCapital] = useState(() => readRememberedInputs().capital);
  const [risk, setRisk] = useState(() => (prefill?.risk !== undefined ? text(prefill.risk) : readRememberedInputs().risk));
  const [trade, setTrade] = useState<TradeInputs>(() => ({
    entry: text(prefill?.entry),
    stopLoss: text(prefill?.stopLoss),
    target: text(prefill?.target),
    lotSize: '',
    contractId: '',
  }));
  const contracts = useCommodityContracts();

  // Remembered as the member types them, so a post's risk shown here never replaces the member's own.
  const changeCapital = (value: string) => {
    setCapital(value);
    rememberInputs({ ...readRememberedInputs(), capital: value });
  };
  const changeRisk = (value: string) => {
    setRisk(value);
    rememberInputs({ ...readRememberedInputs(), risk: value });
  };
  const set = (key: keyof TradeInputs) => (value: string) => setTrade((t) => ({ ...t, [key]: value }));

  const riskValue = num(risk);
  const riskTooHigh = riskValue !== undefined && riskAboveRecommended(riskValue);
  const contract = contractOf(trade.contractId, prefill?.contract, contracts.data);
  const lotSize = lotSizeOf(mode, trade, contract);
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
      ? t`Entry and stop loss must differ, and every value must be a number of 0 or more.`
      : stillToGive(values, mode, lotSize, t);
  const notNegative = (s: string) => (negative(s) ? t(NOT_NEGATIVE) : undefined);

  return (
    <Tabs value={mode} onValueChange={setMode} className="space-y-4">
      {/* Equity, Options, Commodities, Currencies (community.md §4): two by two on phones; one row, each as wide as its word, from 640 px. */}
      <TabList label={t`What you trade`} tabs={CALCULATOR_MODES.map((m) => ({ value: m, label: t(MODE_NAMES[m]) }))} tone="tinted" className="grid grid-cols-2 sm:flex" tabClassName="sm:flex-auto" />
      <TabPanel value={mode} className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <NumberField id="calc-capital" label={t`Capital`} prefix="₹" value={capital} onChange={changeCapital} error={notNegative(capital)} />
          <NumberField
            id="calc-risk"
            label={t`Risk`}
            suffix="%"
            value={risk}
            onChange={changeRisk}
            error={notNegative(risk)}
            highlight={riskTooHigh}
            describedBy={riskTooHigh ? 'calc-risk-warning' : undefined}
          />
          {riskTooHigh && (
            <p id="calc-risk-warning" role="alert" className="col-span-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {translateShared(CALCULATOR_MSG.riskTooHigh)}
            </p>
          )}
          <NumberField id="calc-entry" label={t`Entry price`} prefix="₹" value={trade.entry} onChange={set('entry')} error={notNegative(trade.entry)} />
          <NumberField id="calc-stop" label={t`Stop loss`} prefix="₹" value={trade.stopLoss} onChange={set('stopLoss')} error={notNegative(trade.stopLoss)} />
          <NumberField
            id="calc-target"
            label={t`Target (optional)`}
            prefix="₹"
            value={trade.target}
            onChange={set('target')}
            error={notNegative(trade.target)}
          />
          {mode === 'Options' && (
            <NumberField id="calc-lot" label={t`Lot size`} value={trade.lotSize} onChange={set('lotSize')} error={notNegative(trade.lotSize)} />
          )}
          {mode === 'Currencies' && (
            <NumberField
              id="calc-lot"
              label={t`Lot size`}
              value={String(CURRENCY_LOT)}
              onChange={() => {}}
              readOnly
              hint={
                <span className="inline-flex items-center gap-1">
                  <Lock className="size-3" aria-hidden /> <Trans>Fixed for currency pairs</Trans>
                </span>
              }
            />
          )}
        </div>
        {mode === 'Commodities' && (
          <div className="space-y-1.5">
            <SelectField
              id="calc-contract"
              label={t`Contract`}
              placeholder={contracts.isPending ? t`Loading contracts…` : t`Choose a contract`}
              value={contract?._id ?? ''}
              onChange={(e) => set('contractId')(e.target.value)}
              options={(contracts.data ?? []).map((c) => ({ value: c._id, label: contractLabel(c) }))}
              className="truncate text-sm"
            />
            {contract && (
              <p className="text-xs text-navy-600">
                <ContractNote contract={contract} />
              </p>
            )}
          </div>
        )}
        <CalculatorResultPanel result={result} missing={missing} />
      </TabPanel>
    </Tabs>
  );
}

/** What the picked contract means for sizing, under the picker. */
function ContractNote({ contract }: { contract: StoredCommodityContract }) {
  const { lot, quotedPer } = contract;
  const multiplier = MULTIPLIER.format(contract.multiplier);
  return (
    <Trans>
      Lot {lot}; the price is quoted per {quotedPer}, so each ₹1 move is ₹{multiplier} a lot.
    </Trans>
  );
}
