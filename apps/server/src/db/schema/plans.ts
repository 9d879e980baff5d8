import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The plan catalogue (site-and-admin §3 Plan table and §9 prices). Money in paise. */
export const plans = pgTable('plans', {
  id: integer('id').primaryKey(),
  planType: text('plan_type').notNull().unique(),
  months: integer('months').notNull(),
  basePaise: integer('base_paise').notNull(),
  /** The struck-out "was" price. */
  struckPaise: integer('struck_paise').notNull(),
  /** Monthly no-cost EMI, where offered. */
  emiPaise: integer('emi_paise'),
  /** Other names the spec uses for this plan (renewal: Six, Annual, 2 Years). */
  aliases: text('aliases').array().notNull().default([]),
});
