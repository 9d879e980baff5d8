import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeadSection } from '@tlt/shared/back-office/lists';
import { client } from '../../../lib/api/client.ts';

export const leadKeys = {
  all: ['leads'] as const,
  section: (section: LeadSection, offset: number, limit: number) => ['leads', section, offset, limit] as const,
};

/**
 * GET lead/allLeads?section=&offset=&limit= (admins): one section's page, newest first, and its
 * total. Each section of /all-leads pages on its own.
 */
export function useLeadSection(section: LeadSection, offset: number, limit: number) {
  return useQuery({
    queryKey: leadKeys.section(section, offset, limit),
    queryFn: async ({ signal }) => {
      const list = await client.get('/api/lead/allLeads', { params: { query: { section, offset, limit } }, signal });
      return section === 'free' ? { leads: list.freeContent, total: list.freeTotal } : { leads: list.data, total: list.total };
    },
    placeholderData: keepPreviousData,
  });
}
