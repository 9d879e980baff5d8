import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type InvoiceSettings, type InvoiceSettingsInput } from '@tlt/shared/invoices';
import { client } from '../../../lib/api/client.ts';

const key = ['settings', 'invoice'] as const;

/** GET /api/settings/invoice (admins): the seller on the invoices, and whether it is complete. */
export function useInvoiceSettings() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => await client.get('/api/settings/invoice', { signal }),
  });
}

/** PUT /api/settings/invoice: every field; audited on the server. */
export function useSaveInvoiceSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: InvoiceSettingsInput): Promise<InvoiceSettings> =>
      await client.put('/api/settings/invoice', { body }),
    onSuccess: (settings) => qc.setQueryData(key, settings),
  });
}
