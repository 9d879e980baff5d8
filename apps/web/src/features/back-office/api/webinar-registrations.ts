import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WebinarRegistrationListSchema } from '@tlt/shared/back-office/webinar-registrations';
import { api } from '../../../lib/api/client.ts';

export const webinarRegistrationKeys = {
  all: ['webinar-registrations'] as const,
  list: (params: string) => ['webinar-registrations', 'list', params] as const,
};

/** GET webinar/registrations?q=&slot=&offset=&limit= (admins): a page newest first, the total and the latest sessions. */
export function useWebinarRegistrations(params: URLSearchParams) {
  const qs = params.toString();
  return useQuery({
    queryKey: webinarRegistrationKeys.list(qs),
    queryFn: async ({ signal }) => WebinarRegistrationListSchema.parse(await api.get<unknown>(`webinar/registrations?${qs}`, { signal })),
    // The rows on screen stay while the next page or search loads (dimmed by the table).
    placeholderData: keepPreviousData,
  });
}
