import type { z } from 'zod';
import type { SiteContactSchema } from './site.ts';

/**
 * The site's support contacts and outside links (footer, contact button and page, course site,
 * app stores) as plain data: the key and its seed. site.ts adds the schema; the layout imports this
 * module directly so the first load carries no zod. Every value here is a visible placeholder
 * (example.com, a zero number) until the operator sets the real one; the launch checklist lists them.
 */

export const SOCIAL_NETWORKS = ['facebook', 'quora', 'twitter', 'instagram', 'youtube', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type SiteContact = z.infer<typeof SiteContactSchema>;

const store = (app: string, where: string) => `https://example.com/apps/${app}-${where}`;

export const SITE_CONTACT_SEED: SiteContact = {
  supportEmail: 'support@example.com',
  whatsappNumber: '+91 00000 00000',
  courseSiteUrl: 'https://courses.example.com',
  social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, `https://example.com/${n}`])) as SiteContact['social'],
  apps: {
    community: { playStore: store('community', 'google-play'), appStore: store('community', 'app-store') },
    course: { playStore: store('course', 'google-play'), appStore: store('course', 'app-store') },
  },
};

export const SITE_CONTACT_KEY = 'site.contact';
export const SITE_CONTACT_TITLE = 'Site: support contacts, social and app links';

/** wa.me wants the number in international form, digits only. */
export const whatsappUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
