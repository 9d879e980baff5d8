import { z } from 'zod';
import { positionSize } from './position-size.ts';

/**
 * The trade calculator's four modes (community.md §4, §5, §9; issue 11). Each mode turns the same
 * position-size rule into whole units of what is traded: shares, option lots, commodity lots or
 * currency lots.
 */
export const CALCULATOR_MODES = ['Equity', 'Options', 'Commodities', 'Currencies'] as const;
export type CalculatorMode = (typeof CALCULATOR_MODES)[number];

/** Currency futures trade in lots of 1000 units; the field is shown locked. */
export const CURRENCY_LOT = 1000;
/** The risk the product recommends at most, in percent. */
export const RECOMMENDED_MAX_RISK_PERCENT = 2;

export const CALCULATOR_MSG = {
  riskTooHigh: 'It is not recommended to take a risk of more than 2% on a trade',
  portfolioTooSmall: 'Sorry! Your portfolio is too small to take this trade. Please reduce risk.',
} as const;

/**
 * A commodity contract: `lot` is the label the spec lists; `multiplier` is what the calculator
 * divides by, the rupees gained or lost per ₹1 move of the quoted price (`quotedPer`). They differ
 * where the price is quoted per part of the lot (Gold: a 1 kg lot quoted per 10 g moves ₹100 per ₹1).
 */
export interface CommodityContract {
  name: string;
  lot: string;
  multiplier: number;
  quotedPer: string;
}

/**
 * The 14 contracts with their multipliers as the exchange sets them today. Seed values: admins
 * correct them when the exchange changes a contract (issue 11), so callers take the list they are
 * given and use this one only to start from.
 */
export const COMMODITY_CONTRACTS_SEED: readonly CommodityContract[] = [
  { name: 'Aluminium', lot: '5 MT', multiplier: 5000, quotedPer: 'kg' },
  { name: 'Copper', lot: '2.5 MT', multiplier: 2500, quotedPer: 'kg' },
  { name: 'Crude oil', lot: '100 BBL', multiplier: 100, quotedPer: 'barrel' },
  { name: 'Gold', lot: '1 Kg', multiplier: 100, quotedPer: '10 g' },
  { name: 'Gold Guinea', lot: '8 g', multiplier: 1, quotedPer: '8 g' },
  { name: 'Gold M', lot: '100 g', multiplier: 10, quotedPer: '10 g' },
  { name: 'Gold Petal', lot: '1 g', multiplier: 1, quotedPer: '1 g' },
  { name: 'Lead', lot: '5 MT', multiplier: 5000, quotedPer: 'kg' },
  { name: 'Nickel', lot: '1500 kg', multiplier: 1500, quotedPer: 'kg' },
  { name: 'Silver', lot: '30 kg', multiplier: 30, quotedPer: 'kg' },
  { name: 'Silver M', lot: '5 kg', multiplier: 5, quotedPer: 'kg' },
  { name: 'Silver Mic', lot: '1 kg', multiplier: 1, quotedPer: 'kg' },
  { name: 'Zinc', lot: '5 MT', multiplier: 5000, quotedPer: 'kg' },
  { name: 'Natural Gas', lot: '1250 BTU mm', multiplier: 1250, quotedPer: 'mmBtu' },
];

/** A contract as GET /api/calculator/contracts answers it; admins correct one with PATCH …/contracts/{id}. */
export const CommodityContractSchema = z.object({
  _id: z.string(),
  name: z.string(),
  lot: z.string(),
  multiplier: z.number(),
  quotedPer: z.string(),
});
export type StoredCommodityContract = z.infer<typeof CommodityContractSchema>;

export const CONTRACT_MSG = {
  multiplier: 'Enter the rupees per ₹1 move: a number above 0',
  label: 'Enter the lot and the unit the price is quoted per',
  saved: 'Contract updated successfully!!',
  notFound: 'Contract not found',
} as const;

/** PATCH /api/calculator/contracts/{id} (admins): the lot label, the multiplier and the quote unit. */
export const CommodityContractUpdateSchema = z.object({
  lot: z.string({ error: CONTRACT_MSG.label }).trim().min(1, CONTRACT_MSG.label).max(40, CONTRACT_MSG.label),
  multiplier: z.number({ error: CONTRACT_MSG.multiplier }).positive(CONTRACT_MSG.multiplier).max(1_000_000, CONTRACT_MSG.multiplier),
  quotedPer: z.string({ error: CONTRACT_MSG.label }).trim().min(1, CONTRACT_MSG.label).max(40, CONTRACT_MSG.label),
});
export const CommodityContractIdParamsSchema = z.object({ id: z.uuid({ error: CONTRACT_MSG.notFound }) });

export interface CalculatorInput {
  mode: CalculatorMode;
  /** Trading capital, in rupees. */
  capital: number;
  /** In percent (1 means 1%). */
  riskPercent: number;
  entry: number;
  stopLoss: number;
  /** Options: the lot size the member types. Commodities: the contract's multiplier. Ignored otherwise. */
  lotSize?: number;
  /** Optional: gives the reward-to-risk ratio. */
  target?: number;
}

export interface CalculatorResult {
  /** Whole shares or lots, floored. */
  quantity: number;
  /** Shares for equity, lots otherwise. */
  unit: 'shares' | 'lots';
  side: 'buy' | 'short sell';
  /** What the stop may cost at most: capital × risk%. */
  riskBudget: number;
  /** What the stop costs at the floored quantity. */
  moneyAtRisk: number;
  /** Quantity × units per lot × entry price. */
  positionValue: number;
  /** Reward per unit over risk per unit, when a target is given. */
  rewardToRisk: number | null;
  /** `CALCULATOR_MSG.portfolioTooSmall` when not even one share or lot fits. */
  tooSmall: boolean;
}

/** The units one quantity step stands for in `mode` (positionSize refuses a lot size that is not positive). */
export function unitsPerStep(mode: CalculatorMode, lotSize?: number): number | null {
  if (mode === 'Equity') return 1;
  if (mode === 'Currencies') return CURRENCY_LOT;
  return lotSize ?? null;
}

/** True when the risk is above what the product recommends (the warning and its highlight). */
export const riskAboveRecommended = (riskPercent: number) => riskPercent > RECOMMENDED_MAX_RISK_PERCENT;

/** Null when the inputs cannot size a trade (missing lot size, negative values, stop at entry). */
export function calculateTrade(input: CalculatorInput): CalculatorResult | null {
  const perStep = unitsPerStep(input.mode, input.lotSize);
  if (perStep === null) return null;
  const size = positionSize({
    portfolio: input.capital, riskPercent: input.riskPercent, entry: input.entry, stopLoss: input.stopLoss, lotSize: perStep,
  });
  if (!size) return null;
  const target = input.target;
  const rewardToRisk = target !== undefined && Number.isFinite(target) && target >= 0
    ? Math.abs(target - input.entry) / size.riskPerUnit
    : null;
  return {
    quantity: size.quantity,
    unit: input.mode === 'Equity' ? 'shares' : 'lots',
    side: size.side,
    riskBudget: size.riskAmount,
    moneyAtRisk: size.quantity * perStep * size.riskPerUnit,
    positionValue: size.quantity * perStep * input.entry,
    rewardToRisk,
    tooSmall: size.quantity < 1,
  };
}
