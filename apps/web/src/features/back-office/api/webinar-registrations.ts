import { fromAddress, useAdminList } from '../../../lib/api/admin-list.ts';

export const webinarRegistrationKeys = {
  all: ['webinar-registrations'] as const,
  list: ['webinar-registrations', 'list'] as const,
};

/** GET webinar/registrations?q=&slot=&offset=&limit= (admins): a page newest first, the total and the latest sessions. */
export function useWebinarRegistrations(params: URLSearchParams) {
  return useAdminList(webinarRegistrationKeys.list, '/api/webinar/registrations', fromAddress(params));
}
