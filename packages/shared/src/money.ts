/**
 * Rupees on the wire, paise in the database (decision 0005). An amount typed or sent in rupees
 * may carry paise, never a fraction of one: 143.50 is fine, 143.505 is refused, not rounded.
 */
export const PAISE_DECIMALS_MSG = 'The amount can have at most two decimals (paise)';

/** True when `rupees` is a whole number of paise (within float noise: 0.1 + 0.2 counts). */
export const isWholePaise = (rupees: number): boolean => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

/** Integer paise from rupees already checked with isWholePaise. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
