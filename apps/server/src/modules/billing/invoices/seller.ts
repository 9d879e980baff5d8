import { eq } from 'drizzle-orm';
import { DEFAULT_GST_RATE_BP } from '@tlt/shared/invoice-gst';
import { DEFAULT_SAC } from '@tlt/shared/invoices';
import type { Db } from '../../../db/client.ts';
import { type SellerSnapshot, settings } from '../../../db/schema/index.ts';

/** The seller's invoice settings live in the settings table under this key (one JSON value). */
export const KEY = 'invoice';

export interface Stored {
  sellerName?: string;
  address?: string;
  gstin?: string;
  stateCode?: string;
  gstRateBp?: number;
  sac?: string;
}

/** The settings as invoices use them: the seller when complete, and the rate and SAC always. */
export interface SellerSettings {
  seller: SellerSnapshot | null;
  /** What is set so far (the admin's form): no invoice is issued before the settings are complete. */
  partial: Stored;
  gstRateBp: number;
  sac: string;
  updatedAt: Date | null;
}

export async function readSellerSettings(db: Db): Promise<SellerSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  const v = (row?.value ?? {}) as Stored;
  const sac = v.sac ?? DEFAULT_SAC;
  const complete = !!(v.sellerName && v.address && v.gstin && v.stateCode);
  return {
    seller: complete ? { name: v.sellerName!, address: v.address!, gstin: v.gstin!, stateCode: v.stateCode!, sac } : null,
    partial: v,
    gstRateBp: v.gstRateBp ?? DEFAULT_GST_RATE_BP,
    sac,
    updatedAt: row?.updatedAt ?? null,
  };
}

