import type { TradeWisdom, Watchlist } from '@tlt/shared/community';
import { COMMODITY_CONTRACTS_SEED, type StoredCommodityContract } from '@tlt/shared/trade-calculator';

/** Test data for the watchlist, trade wisdom and commodity contract pages (tests only). */

let seq = 0;
/** A v4-shaped UUID ending in `n`, so ids pass the shared id checks. */
export const uuid = (n: number) => `6f1c2a9e-3b4d-4c5e-8f70-${String(n).padStart(12, '0')}`;

/** What every chart item has: an id ending in `idFrom` + n, a numbered title, one image, timestamps of now. */
function chartItem(idFrom: number, title: string, image: string) {
  seq += 1;
  const now = new Date().toISOString();
  return { _id: uuid(idFrom + seq), title: `${title} ${seq}`, images: [`/uploads/${image}-${seq}.webp`], createdAt: now, updatedAt: now };
}

export function makeWatchlist(overrides: Partial<Watchlist> = {}): Watchlist {
  return { ...chartItem(1000, 'Watchlist', 'watch'), types: ['Stocks'], ...overrides };
}

export function makeTradeWisdom(overrides: Partial<TradeWisdom> = {}): TradeWisdom {
  return { ...chartItem(2000, 'Lesson', 'wisdom'), postedBy: { _id: 'u-admin', name: 'Ravi Admin', profileImg: null }, ...overrides };
}

/** The 14 seeded contracts as GET calculator/contracts answers them. */
export const storedContracts = (): StoredCommodityContract[] =>
  COMMODITY_CONTRACTS_SEED.map((c, n) => ({ _id: uuid(3000 + n), ...c }));

export function png(name: string, bytes = 1024): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

// jsdom has no object URLs; the chart-image field makes one per picked file.
let objectUrls = 0;
URL.createObjectURL ??= (blob: Blob) => `blob:test/${++objectUrls}-${(blob as File).name ?? 'blob'}`;
URL.revokeObjectURL ??= () => {};
