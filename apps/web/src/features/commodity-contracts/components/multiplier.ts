import { msg } from '@lingui/core/macro';

/** What a contract's multiplier means, in one line (issue 11); read with i18n._ in the page's language. */
export const MULTIPLIER_MEANS = msg`₹ gained or lost per ₹1 move of the quoted price`;

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 });
export const formatMultiplier = (n: number) => `₹${RUPEES.format(n)}`;
