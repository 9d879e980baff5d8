import { describe, expect, it } from 'vitest';
import { COMMODITY_CONTRACTS_SEED } from './trade-calculator.ts';
import { type PostTrade, tradeSetupForPost } from './trade-setup.ts';

const post = (over: Partial<PostTrade>): PostTrade => ({
  title: 'A trade', tags: ['Intraday'], entryPrice: null, stopLoss: null, targetPrice1: null, risk: null, ...over,
});

describe('tradeSetupForPost', () => {
  it('opens a Gold (MCX) post in Commodities with the Gold contract and the post’s prices and risk', () => {
    const gold = post({
      title: 'Gold (MCX) daily: higher lows since the dip, stop below 71,200 and first target 75,500. Sizing for 1% risk.',
      tags: ['Positional or Swing', 'Commodities'], entryPrice: 72400, stopLoss: 71200, targetPrice1: 75500, risk: 1,
    });
    expect(tradeSetupForPost(gold)).toEqual({ mode: 'Commodities', contract: 'Gold', entry: 72400, stopLoss: 71200, target: 75500, risk: 1 });
  });

  it.each([
    ['Crude oil 4h: lower highs all week', 'Crude oil'],
    ['<p>Shipping disruptions keep <strong>crude</strong> volatile.</p>', 'Crude oil'],
    ['Gold M breakout on the hourly', 'Gold M'],
    ['Gold mini breakout on the hourly', 'Gold M'],
    ['GOLDM breakout', 'Gold M'],
    ['Gold Petal for small accounts', 'Gold Petal'],
    ['Silver Mic and Silver M both at resistance', 'Silver Mic'],
    ['Silver micro at resistance', 'Silver Mic'],
    ['Natural gas: inventory day', 'Natural Gas'],
    ['Aluminum (US spelling) breakout', 'Aluminium'],
    ['Copper could lead the metals', 'Copper'],
  ])('names the contract a commodity post is about: %s → %s', (title, contract) => {
    expect(tradeSetupForPost(post({ title, tags: ['Commodities'] }))).toMatchObject({ mode: 'Commodities', contract });
  });

  it('leaves the contract to the member when a commodity post names none', () => {
    expect(tradeSetupForPost(post({ title: 'Metals look heavy into the Fed', tags: ['Commodities'] }))).toMatchObject({ mode: 'Commodities', contract: null });
  });

  it('takes an MCX contract named with "MCX" as a commodity post without the tag, but not a bare word', () => {
    expect(tradeSetupForPost(post({ title: 'MCX Silver: flag on the daily', tags: ['Positional or Swing'] }))).toMatchObject({ mode: 'Commodities', contract: 'Silver' });
    // "lead" and "gold" in an equity post are words, not contracts.
    expect(tradeSetupForPost(post({ title: 'Gold standard setup: volume will lead price', tags: ['Potential Trade/Breakout'] }))).toMatchObject({ mode: 'Equity', contract: null });
  });

  it.each([
    [['Currency', 'Macroeconomics'], 'Currencies'],
    [['Futures and Options', 'Intraday'], 'Options'],
    [['Intraday', 'Potential Trade/Breakout'], 'Equity'],
    [['Psychology'], 'Equity'],
    // Commodity futures are sized by their contract; currency futures by the locked lot.
    [['Futures and Options', 'Commodities'], 'Commodities'],
    [['Futures and Options', 'Currency'], 'Currencies'],
  ] as const)('tags %j → %s', (tags, mode) => {
    expect(tradeSetupForPost(post({ title: 'Level to watch', tags: [...tags] })).mode).toBe(mode);
  });

  it.each([
    ['<p><strong>NIFTY 50</strong>: holding above the 22,480 breakout on 15m.</p>'],
    ['Bank Nifty: looking for a short below 47,800'],
    ['BANKNIFTY range break'],
    ['FINNIFTY weekly'],
    ['Sensex gaps up'],
  ])('sizes an index post in lots (Options) whatever its tags: %s', (title) => {
    expect(tradeSetupForPost(post({ title, tags: ['Intraday', 'Potential Trade/Breakout'] })).mode).toBe('Options');
  });

  it('keeps a stock post in shares', () => {
    expect(tradeSetupForPost(post({ title: 'Reliance: pullback into the 20 EMA zone after results', tags: ['Positional or Swing'] })).mode).toBe('Equity');
  });

  it('fills in only what the post gives; a risk of 0 is no risk to size with', () => {
    expect(tradeSetupForPost(post({ stopLoss: 95, risk: 0 }))).toEqual({ mode: 'Equity', contract: null, stopLoss: 95 });
  });

  it('names contracts from the list it is given (an admin’s list keeps the seed’s names)', () => {
    const names = COMMODITY_CONTRACTS_SEED.map((c) => c.name).filter((n) => n !== 'Gold M');
    expect(tradeSetupForPost(post({ title: 'Gold M breakout', tags: ['Commodities'] }), names).contract).toBe('Gold');
  });
});
