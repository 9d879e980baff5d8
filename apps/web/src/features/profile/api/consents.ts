import { client } from '../../../lib/api/client.ts';
import { useRecord, useSaveRecord } from '../../../lib/api/saved-record.ts';

const key = ['account', 'consents'] as const;

/** GET /api/user/me/consents: what the member agreed to, when, to which version; and whether marketing mail may go. */
export function useConsents() {
  return useRecord(key, (signal) => client.get('/api/user/me/consents', { signal }));
}

/** PUT /api/user/me/consents/marketing: false withdraws (the newsletter stops), true subscribes again. */
export function useSetMarketing() {
  return useSaveRecord(key, (given: boolean) => client.put('/api/user/me/consents/marketing', { body: { given } }));
}
