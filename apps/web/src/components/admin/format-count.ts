const COUNT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A whole count with Indian digit grouping (spec §9): 1,23,456. */
export function formatCount(n: number): string {
  return COUNT.format(n);
}

/** How a range is said around its numbers; the Pager passes the page's language's words. */
export interface RangeWords {
  of: (range: string, total: string) => string;
  shown: (range: string) => string;
}
const ENGLISH: RangeWords = { of: (range, total) => `${range} of ${total}`, shown: (range) => `${range} shown` };

/** A list's total; `capped`: the server stopped counting there and more match ("1,000+"). */
export function formatTotal(total: number, capped = false): string {
  return `${formatCount(total)}${capped ? '+' : ''}`;
}

/** "1–20 of 1,234" (or "of 1,000+", a capped count) for a page starting at `offset` holding `shown` rows; "0 of 0" when empty. */
export function rangeLabel(offset: number, shown: number, total: number | undefined, words: RangeWords = ENGLISH, capped = false): string {
  const range = shown === 0 ? '0' : `${formatCount(offset + 1)}–${formatCount(offset + shown)}`;
  if (total === undefined) return shown === 0 ? words.shown(range) : range;
  return words.of(range, formatTotal(total, capped));
}
