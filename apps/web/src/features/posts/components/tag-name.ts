import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * A post tag's name in the page's language. The tags themselves are machine values (stored on
 * posts, sent to the API, in the feed's address) and never change with the language.
 */
const NAMES: Record<string, MessageDescriptor> = {
  Intraday: msg`Intraday`,
  'Positional or Swing': msg`Positional or Swing`,
  'Futures and Options': msg`Futures and Options`,
  'Potential Trade/Breakout': msg`Potential Trade/Breakout`,
  Cryptocurrency: msg`Cryptocurrency`,
  Currency: msg`Currency`,
  Commodities: msg`Commodities`,
  Geopolitics: msg`Geopolitics`,
  Macroeconomics: msg`Macroeconomics`,
  Fundamental: msg`Fundamental`,
  Psychology: msg`Psychology`,
  Watchlist: msg`Watchlist`,
  Other: msg`Other`,
};

export const tagName = (tag: string, translate: (d: MessageDescriptor) => string): string => (NAMES[tag] ? translate(NAMES[tag]) : tag);
