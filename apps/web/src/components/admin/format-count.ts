const COUNT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A whole count with Indian digit grouping (spec §9): 1,23,456. */
export function formatCount(n: number): string {
  return COUNT.format(n);
}

/** "1–20 of 1,234" for a page starting at `offset` holding `shown` rows; "0 of 0" when empty. */
export function rangeLabel(offset: number, shown: number, total: number | undefined): string {
  const of = total === undefined ? '' : ` of ${formatCount(total)}`;
  if (shown === 0) return `0${of || ' shown'}`;
  return `${formatCount(offset + 1)}–${formatCount(offset + shown)}${of}`;
}
