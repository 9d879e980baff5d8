/**
 * Position sizing (community.md §9): how many shares (or lots) to trade so that a hit stop
 * loses at most `riskPercent` of the portfolio.
 *
 *   equity quantity = portfolio × risk% / |entry − stop loss|, floored
 *
 * Options, commodities and currencies divide that by the lot size. The terms wizard shows
 * the worked example with it; the trade calculator reuses it.
 */
export interface PositionSizeInput {
  /** Trading capital, in rupees. */
  portfolio: number;
  /** Share of the portfolio to risk on the trade, in percent (1 means 1%). */
  riskPercent: number;
  entry: number;
  stopLoss: number;
  /** Units per lot; 1 for equity. */
  lotSize?: number;
}

export interface PositionSize {
  /** Whole shares (or lots) to trade; 0 when the portfolio cannot carry even one. */
  quantity: number;
  /** The money lost if the stop is hit: portfolio × risk%. */
  riskAmount: number;
  /** The loss per share between entry and stop. */
  riskPerUnit: number;
  /** A stop above the entry means a short sale. */
  side: 'buy' | 'short sell';
}

/** Rounding noise (e.g. 199.99999999) must not cost a whole share. */
const EPSILON = 1e-9;

/**
 * Answers null when the inputs cannot size a trade: a value that is not a finite number,
 * a negative value, a lot size under 1 unit, or a stop equal to the entry.
 */
export function positionSize({ portfolio, riskPercent, entry, stopLoss, lotSize = 1 }: PositionSizeInput): PositionSize | null {
  const values = [portfolio, riskPercent, entry, stopLoss, lotSize];
  if (values.some((v) => !Number.isFinite(v) || v < 0) || lotSize <= 0) return null;
  const riskPerUnit = Math.abs(entry - stopLoss);
  if (riskPerUnit === 0) return null;
  const riskAmount = (portfolio * riskPercent) / 100;
  const quantity = Math.floor(riskAmount / riskPerUnit / lotSize + EPSILON);
  return { quantity, riskAmount, riskPerUnit, side: entry - stopLoss < 0 ? 'short sell' : 'buy' };
}
