import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * A watchlist category's name in the page's language. The categories themselves ('Stocks', 'F&O',
 * 'Other', the 'All' tab) are machine values (the address, the API's `types`) and never change.
 */
const NAMES: Record<string, MessageDescriptor> = {
  All: msg`All`,
  Stocks: msg`Stocks`,
  Commodities: msg`Commodities`,
  Currencies: msg`Currencies`,
  'F&O': msg`F&O`,
  Other: msg`Other`,
};

export const categoryName = (category: string, translate: (d: MessageDescriptor) => string): string =>
  NAMES[category] ? translate(NAMES[category]) : category;
