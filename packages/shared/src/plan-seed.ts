/**
 * The plan catalogue's seed; plans.ts re-exports it. No zod here: the landing page reads it.
 * The plan catalogue decides (issue 3): id 1 Quarterly (3 months), 2 Half-Yearly (6),
 * 3 Yearly (12). The community document's renewal names are aliases: Six → Half-Yearly,
 * Annual → Yearly, and 2 Years → Yearly (the plans page sends plan 3 "for both 12 and 24
 * months"). Prices in paise (site-and-admin §9).
 */
export const PLAN_SEED = [
  { id: 1, planType: 'Quarterly', months: 3, basePaise: 919900, struckPaise: 1350000, emiPaise: null, aliases: [] },
  { id: 2, planType: 'Half-Yearly', months: 6, basePaise: 1799900, struckPaise: 1800000, emiPaise: 300000, aliases: ['Six'] },
  { id: 3, planType: 'Yearly', months: 12, basePaise: 3499900, struckPaise: 3510000, emiPaise: 585000, aliases: ['Annual', '2 Years'] },
] as const;

/** No-cost EMI is offered on plans of at least 12 months, tenure up to 6 months. */
export const NO_COST_EMI_MIN_MONTHS = 12;
