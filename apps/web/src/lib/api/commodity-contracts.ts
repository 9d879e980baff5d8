import { COMMODITY_CONTRACTS_SEED, type StoredCommodityContract } from '@tlt/shared/trade-calculator';
import { client } from './client.ts';

/** The seed list in the stored shape; each contract's name stands in for its id. */
const SEED: StoredCommodityContract[] = COMMODITY_CONTRACTS_SEED.map((c) => ({ _id: c.name, ...c }));

/**
 * GET calculator/contracts: the 14 contracts with the multipliers an admin keeps current.
 * While that call is being built (issue 11, server side), and whenever it fails, the calculator
 * falls back to the seed values, which are the exchange's as of the seed: a member can still size
 * a commodity trade. Remove the fallback once the call is relied on everywhere.
 */
export async function getCommodityContracts(signal?: AbortSignal): Promise<StoredCommodityContract[]> {
  try {
    const list = await client.get('/api/calculator/contracts', { signal });
    return list.length > 0 ? list : SEED;
  } catch (err) {
    if (signal?.aborted) throw err;
    console.warn('Could not load the commodity contracts; using the seed values', err);
    return SEED;
  }
}
