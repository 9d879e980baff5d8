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

/** Whether `tag` is one of the named tags (any other is a member's own word, of no known language). */
export const isNamedTag = (tag: string): boolean => Object.hasOwn(NAMES, tag);

export const tagName = (tag: string, translate: (d: MessageDescriptor) => string): string => (NAMES[tag] ? translate(NAMES[tag]) : tag);
