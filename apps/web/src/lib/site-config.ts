/**
 * Company facts the UI prints. The support contacts and outside links (WhatsApp, course site,
 * social and app-store addresses) are content an admin sets: lib/site-contact.ts.
 */
export const COMPANY_NAME = 'The Lazy Trader';

/** The footer's networks, in order; each one's address is site.contact's `social`. */
export const SOCIAL_LINKS = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'quora', label: 'Quora' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'youtube', label: 'YouTube' },
  { network: 'linkedin', label: 'LinkedIn' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/** The two mobile apps promoted on the thank-you and profile pages (spec §1); store links are site.contact's `apps`. */
export const APPS = {
  community: { name: 'The Lazy Trader Community' },
  course: { name: 'The Lazy Trader Courses' },
} as const;

export type AppId = keyof typeof APPS;
