import { asc, eq, sql } from 'drizzle-orm';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { CONTRACT_MSG, type CommodityContractUpdateSchema, type StoredCommodityContract } from '@tlt/shared/trade-calculator';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { commodityContracts } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { plainText } from '../../lib/html-sanitizer.ts';

type Row = typeof commodityContracts.$inferSelect;
type ContractUpdate = z.output<typeof CommodityContractUpdateSchema>;

const toContract = (c: Row): StoredCommodityContract => ({
  _id: c.id, name: c.name, lot: c.lot, multiplier: c.multiplier, quotedPer: c.quotedPer,
});

const invalid = (path: string, message: string): never => {
  throw fieldError(path, message);
};

/** The contracts the calculator offers, in the order the spec lists them (decision 0019). */
export async function listContracts(db: Db): Promise<StoredCommodityContract[]> {
  const rows = await db.select().from(commodityContracts).orderBy(asc(commodityContracts.position), asc(commodityContracts.name));
  return rows.map(toContract);
}

/** An admin's correction of a contract's lot label, multiplier or quote unit; its name and place stay. */
export async function updateContract(db: Db, id: string, input: ContractUpdate): Promise<StoredCommodityContract> {
  const lot = plainText(input.lot);
  if (!lot) invalid('lot', CONTRACT_MSG.label);
  const quotedPer = plainText(input.quotedPer);
  if (!quotedPer) invalid('quotedPer', CONTRACT_MSG.label);
  // The column keeps four decimals: a multiplier that rounds to nothing would divide by zero.
  const multiplier = Math.round(input.multiplier * 10_000) / 10_000;
  if (!(multiplier > 0)) invalid('multiplier', CONTRACT_MSG.multiplier);
  const [row] = await db.update(commodityContracts).set({ lot, quotedPer, multiplier, updatedAt: sql`now()` })
    .where(eq(commodityContracts.id, id)).returning();
  if (!row) throw notFound(COMMUNITY_MSG.contractNotFound);
  return toContract(row);
}
