import { formatRupees } from '@tlt/shared/money-format';
import { Trans } from '@lingui/react/macro';

/** The earlier price, struck out and read as "instead of …"; nothing unless it is higher than the price. */
export function StruckPrice({ price, was, className }: { price: number; was: number; className: string }) {
  if (was <= price) return null;
  return (
    <span className={className}>
      <span className="sr-only">
        <Trans>instead of</Trans>{' '}
      </span>
      <s>{formatRupees(was)}</s>
    </span>
  );
}
