import { type InvoiceSettings, type InvoiceSettingsInput } from '@tlt/shared/invoices';
import { client } from '../../../lib/api/client.ts';
import { useRecord, useSaveRecord } from '../../../lib/api/saved-record.ts';

const key = ['settings', 'invoice'] as const;

/** GET /api/settings/invoice (admins): the seller on the invoices, and whether it is complete. */
export function useInvoiceSettings() {
  return useRecord(key, (signal) => client.get('/api/settings/invoice', { signal }));
}

/** PUT /api/settings/invoice: every field; audited on the server. */
export function useSaveInvoiceSettings() {
  return useSaveRecord(key, (body: InvoiceSettingsInput): Promise<InvoiceSettings> => client.put('/api/settings/invoice', { body }));
}
