import { formatRupees } from '@tlt/shared/money-format';

/** The earlier price, struck out and read as "instead of …"; nothing unless it is higher than the price. */
export function StruckPrice({ price, was, className }: { price: number; was: number; className: string }) {
  if (was <= price) return null;
  return (
    <span className={className}>
      <span className="sr-only">instead of </span>
      <s>{formatRupees(was)}</s>
    </span>
  );
}
