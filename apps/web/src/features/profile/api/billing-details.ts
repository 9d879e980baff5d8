import type { BillingDetails } from '@tlt/shared/invoices';
import { client } from '../../../lib/api/client.ts';
import { useRecord, useSaveRecord } from '../../../lib/api/saved-record.ts';

const key = ['me', 'billing-details'] as const;

/** GET /api/user/me/billing-details: the state the member's invoices name (null: not given). */
export function useBillingDetails() {
  return useRecord(key, (signal) => client.get('/api/user/me/billing-details', { signal }));
}

/** PUT /api/user/me/billing-details: used by invoices issued from now on. */
export function useSaveBillingDetails() {
  return useSaveRecord(key, (body: BillingDetails) => client.put('/api/user/me/billing-details', { body }));
}
