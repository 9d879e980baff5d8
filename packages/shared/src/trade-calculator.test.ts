import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_MODES,
  calculateTrade,
  COMMODITY_CONTRACTS_SEED,
  CURRENCY_LOT,
  riskAboveRecommended,
  unitsPerStep,
} from './trade-calculator.ts';

const multiplierOf = (name: string) => COMMODITY_CONTRACTS_SEED.find((c) => c.name === name)!.multiplier;

describe('calculateTrade', () => {
  it.each([
    // mode, capital, risk %, entry, stop, lot size → quantity, unit, side, money at risk, position value
    ['Equity', 100_000, 1, 100, 95, undefined, 200, 'shares', 'buy', 1000, 20_000],
    ['Equity', 100_000, 1, 95, 100, undefined, 200, 'shares', 'short sell', 1000, 19_000],
    ['Options', 200_000, 1, 120, 100, 75, 1, 'lots', 'buy', 1500, 9000],
    ['Commodities', 500_000, 2, 6000, 5950, 100, 2, 'lots', 'buy', 10_000, 1_200_000],
    ['Currencies', 100_000, 1, 83.5, 83.3, undefined, 5, 'lots', 'buy', 1000, 417_500],
  ] as const)('%s: %d at %d%%, entry %d, stop %d, lot %s → %d %s', (mode, capital, riskPercent, entry, stopLoss, lotSize, quantity, unit, side, moneyAtRisk, positionValue) => {
    const result = calculateTrade({ mode, capital, riskPercent, entry, stopLoss, lotSize });
    expect(result).toMatchObject({ quantity, unit, side, riskBudget: (capital * riskPercent) / 100, tooSmall: false });
    expect(result!.moneyAtRisk).toBeCloseTo(moneyAtRisk, 6);
    expect(result!.positionValue).toBeCloseTo(positionValue, 6);
  });

  it("gives the spec's worked example: 1,00,000 at 1% risk, entry 100, stop 95 → 200 shares", () => {
    expect(calculateTrade({ mode: 'Equity', capital: 100_000, riskPercent: 1, entry: 100, stopLoss: 95 })?.quantity).toBe(200);
  });

  it('sizes Gold and Gold M by their multipliers, not their lot labels: a Gold M lot moves a tenth as much', () => {
    const trade = { mode: 'Commodities', capital: 1_000_000, riskPercent: 1, entry: 72_000, stopLoss: 71_800 } as const;
    const gold = calculateTrade({ ...trade, lotSize: multiplierOf('Gold') });
    const goldM = calculateTrade({ ...trade, lotSize: multiplierOf('Gold M') });
    // ₹10,000 at risk, ₹200 a 10 g: Gold moves ₹20,000 a lot (too big), Gold M ₹2,000 a lot.
    expect(gold).toMatchObject({ quantity: 0, tooSmall: true });
    expect(goldM).toMatchObject({ quantity: 5, moneyAtRisk: 10_000, tooSmall: false });
  });

  it('locks the currency lot at 1000 whatever lot size is passed', () => {
    expect(unitsPerStep('Currencies', 1)).toBe(CURRENCY_LOT);
    expect(calculateTrade({ mode: 'Currencies', capital: 100_000, riskPercent: 1, entry: 83.5, stopLoss: 83.3, lotSize: 1 })?.quantity).toBe(5);
  });

  it('needs a lot size for options and commodities', () => {
    expect(calculateTrade({ mode: 'Options', capital: 100_000, riskPercent: 1, entry: 120, stopLoss: 100 })).toBeNull();
    expect(calculateTrade({ mode: 'Commodities', capital: 100_000, riskPercent: 1, entry: 120, stopLoss: 100, lotSize: 0 })).toBeNull();
  });

  it('says when the portfolio is too small for one share or lot', () => {
    expect(calculateTrade({ mode: 'Equity', capital: 1000, riskPercent: 1, entry: 100, stopLoss: 80 })).toMatchObject({ quantity: 0, tooSmall: true, moneyAtRisk: 0 });
  });

  it('gives the reward-to-risk ratio when a target is given', () => {
    expect(calculateTrade({ mode: 'Equity', capital: 100_000, riskPercent: 1, entry: 100, stopLoss: 95, target: 115 })?.rewardToRisk).toBe(3);
    expect(calculateTrade({ mode: 'Equity', capital: 100_000, riskPercent: 1, entry: 100, stopLoss: 95 })?.rewardToRisk).toBeNull();
  });

  it('refuses negative inputs and a stop at the entry', () => {
    expect(calculateTrade({ mode: 'Equity', capital: -1, riskPercent: 1, entry: 100, stopLoss: 95 })).toBeNull();
    expect(calculateTrade({ mode: 'Equity', capital: 100_000, riskPercent: 1, entry: 100, stopLoss: 100 })).toBeNull();
  });
});

describe('the calculator constants', () => {
  it('has the four modes and the 14 commodity contracts of the spec', () => {
    expect(CALCULATOR_MODES).toEqual(['Equity', 'Options', 'Commodities', 'Currencies']);
    expect(COMMODITY_CONTRACTS_SEED.map((c) => `${c.name} (${c.lot})`)).toEqual([
      'Aluminium (5 MT)', 'Copper (2.5 MT)', 'Crude oil (100 BBL)', 'Gold (1 Kg)', 'Gold Guinea (8 g)', 'Gold M (100 g)',
      'Gold Petal (1 g)', 'Lead (5 MT)', 'Nickel (1500 kg)', 'Silver (30 kg)', 'Silver M (5 kg)', 'Silver Mic (1 kg)',
      'Zinc (5 MT)', 'Natural Gas (1250 BTU mm)',
    ]);
  });

  it('warns above 2% risk, not at it', () => {
    expect(riskAboveRecommended(2)).toBe(false);
    expect(riskAboveRecommended(2.01)).toBe(true);
  });
});
