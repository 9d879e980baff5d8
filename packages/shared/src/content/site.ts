import { z } from 'zod';
import type { ContentEntry } from './entry.ts';
import { SITE_CONTACT_KEY, SITE_CONTACT_SEED, SITE_CONTACT_TITLE } from './site-seed.ts';
import { emailContentField, linkField, orNone, phoneField, ui } from './widgets.ts';

// The seed lives in a zod-free module of its own (the layout imports it directly).
export * from './site-seed.ts';

const link = (title: string) => ui(orNone(linkField), { title, help: 'Leave empty to show none.' });
const stores = z.object({ playStore: link('Google Play link'), appStore: link('App Store link') });

/** The site's support contacts and outside links (site-and-admin §1 support, §2 footer and thank-you). */
export const SiteContactSchema = z.object({
  supportEmail: ui(orNone(emailContentField), { title: 'Support e-mail', help: 'Shown on the contact page and the webinar success page.' }),
  whatsappNumber: ui(orNone(phoneField), {
    title: 'WhatsApp number',
    help: 'The chat button, the contact page and the webinar success page open a WhatsApp chat with it.',
  }),
  courseSiteUrl: ui(orNone(linkField), { title: 'Course site address', help: 'Where “Course Login” and “Buy Course” lead.' }),
  social: ui(
    z.object({
      facebook: link('Facebook'), quora: link('Quora'), twitter: link('Twitter'),
      instagram: link('Instagram'), youtube: link('YouTube'), linkedin: link('LinkedIn'),
    }),
    { title: 'Social links (footer)' },
  ),
  apps: ui(z.object({ community: ui(stores, { title: 'Community app' }), course: ui(stores, { title: 'Course app' }) }), { title: 'App-store links' }),
});

export const SITE_CONTENT: Record<string, ContentEntry> = {
  [SITE_CONTACT_KEY]: { schema: SiteContactSchema, seed: SITE_CONTACT_SEED, title: SITE_CONTACT_TITLE },
};
