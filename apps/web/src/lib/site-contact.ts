import { useQuery } from '@tanstack/react-query';
import { SITE_CONTACT_KEY, SITE_CONTACT_SEED, type SiteContact } from '@tlt/shared/content/site-seed';
import { contentQueryOptions } from './api/content-batch.ts';

/**
 * The site's support contacts and outside links (content key site.contact, set at /admin/content):
 * WhatsApp number, support e-mail, course site, social and app-store links. The seed (visible
 * placeholders) renders first; the schema (and zod) loads with the answer.
 */
export const siteContactQuery = contentQueryOptions<SiteContact>(SITE_CONTACT_KEY, SITE_CONTACT_SEED, async () =>
  (await import('@tlt/shared/content/site')).SiteContactSchema);

export function useSiteContact(): SiteContact {
  return useQuery(siteContactQuery).data;
}

export { whatsappUrl } from '@tlt/shared/content/site-seed';
