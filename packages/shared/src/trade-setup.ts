import { titleText } from './community/rules.ts';
import { type CalculatorMode, COMMODITY_CONTRACTS_SEED } from './trade-calculator.ts';

/**
 * "Size this trade" (issue 26 §7): which calculator a post opens, and with what. A post's
 * instrument decides the mode: a commodity post is sized in lots of its MCX contract, a currency
 * post in the locked currency lot, a futures-and-options post in typed lots, anything else in shares.
 * The post's entry, stop loss, first target and risk are carried over as given.
 */
export interface PostTrade {
  /** Plain text (members) or HTML (admins). */
  title: string;
  tags: readonly string[];
  entryPrice: number | null;
  stopLoss: number | null;
  targetPrice1: number | null;
  risk: number | null;
}

export interface TradeSetup {
  mode: CalculatorMode;
  /** The contract's name (the stored list keeps the seed's names); null leaves the pick to the member. */
  contract: string | null;
  entry?: number;
  stopLoss?: number;
  target?: number;
  /** In percent, as the post gives it. */
  risk?: number;
}

/** How traders also write a contract's name (MCX symbols, US spelling), to the name in the list. */
const ALIASES: Record<string, string> = {
  crude: 'Crude oil',
  crudeoil: 'Crude oil',
  'gold mini': 'Gold M',
  goldm: 'Gold M',
  goldguinea: 'Gold Guinea',
  goldpetal: 'Gold Petal',
  'silver mini': 'Silver M',
  silverm: 'Silver M',
  'silver micro': 'Silver Mic',
  silvermic: 'Silver Mic',
  natgas: 'Natural Gas',
  naturalgas: 'Natural Gas',
  aluminum: 'Aluminium',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as whole words, any spacing, any case: "Gold M" matches "gold  m" but not "Gold MCX". */
const wordsPattern = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${name.trim().split(/\s+/).map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu');

/**
 * The contract a text names first; where names overlap at one place the longer wins ("Gold M"
 * over "Gold"). Only names in `names` (the list the member picks from) are answered.
 */
export function contractNamedIn(text: string, names: readonly string[]): string | null {
  const candidates = [
    ...names.map((name) => ({ pattern: name, name })),
    ...Object.entries(ALIASES).filter(([, name]) => names.includes(name)).map(([pattern, name]) => ({ pattern, name })),
  ];
  let best: { at: number; length: number; name: string } | null = null;
  for (const { pattern, name } of candidates) {
    const m = wordsPattern(pattern).exec(text);
    if (!m) continue;
    if (!best || m.index < best.at || (m.index === best.at && m[0].length > best.length)) best = { at: m.index, length: m[0].length, name };
  }
  return best?.name ?? null;
}

const MCX = /(?<![\p{L}\p{N}])MCX(?![\p{L}\p{N}])/iu;
/** The indices traded in India only through futures and options: sized in lots, never in shares. */
const INDEX = /(?<![\p{L}\p{N}])(?:(?:bank|fin|midcap|midcp)\s*)?nifty(?:\s*50)?(?![\p{L}])|(?<![\p{L}\p{N}])(?:sensex|bankex)(?![\p{L}\p{N}])/iu;
const SEED_NAMES = COMMODITY_CONTRACTS_SEED.map((c) => c.name);
const given = (n: number | null) => (n === null || !Number.isFinite(n) ? undefined : n);

/**
 * The calculator's mode, contract and prefill for a post. Tags decide first (community.md §3's
 * list): Commodities, then Currency, then Futures and Options (commodity and currency futures are
 * sized by their contract or lot), else Equity; a post about an index (NIFTY, BANK NIFTY, SENSEX)
 * is an options post whatever its tags, since an index is traded only in lots. A post without the Commodities tag that names an
 * MCX contract beside the word "MCX" is a commodity post too; a bare "gold" or "lead" is a word.
 * `contractNames`: the names the member's picker lists (the seed's by default).
 */
export function tradeSetupForPost(post: PostTrade, contractNames: readonly string[] = SEED_NAMES): TradeSetup {
  const text = titleText(post.title);
  const named = contractNamedIn(text, contractNames);
  const mode: CalculatorMode =
    post.tags.includes('Commodities') || (named !== null && MCX.test(text))
      ? 'Commodities'
      : post.tags.includes('Currency')
        ? 'Currencies'
        : post.tags.includes('Futures and Options') || INDEX.test(text)
          ? 'Options'
          : 'Equity';
  const setup: TradeSetup = { mode, contract: mode === 'Commodities' ? named : null };
  const values = { entry: given(post.entryPrice), stopLoss: given(post.stopLoss), target: given(post.targetPrice1), risk: post.risk ? given(post.risk) : undefined };
  for (const [key, value] of Object.entries(values) as [keyof typeof values, number | undefined][]) if (value !== undefined) setup[key] = value;
  return setup;
}
