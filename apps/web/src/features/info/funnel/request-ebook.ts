import { useMutation } from '@tanstack/react-query';
import { EBOOK_LEAD_LABEL, type EbookRequestForm, FREE_LEAD_GENDER, type Lead } from '@tlt/shared/leads';
import { client } from '../../../lib/api/client.ts';

/** POST /api/lead/create as a gift-form lead: the server mails the e-book; a repeat only counts. */
export function requestEbook(v: EbookRequestForm): Promise<Pick<Lead, '_id' | 'label' | 'requests'>> {
  return client.post('/api/lead/create', { body: { name: v.name, email: v.email, contactNo: v.contact, gender: FREE_LEAD_GENDER, label: EBOOK_LEAD_LABEL } });
}

export function useRequestEbook() {
  return useMutation({ mutationFn: requestEbook });
}
