import { z } from 'zod';

/**
 * The launch checklist (issue 14 §3, decision 0036): every placeholder the seeds ship with, and
 * one rule for whether it is still in place. The server computes it (GET /api/admin/launch-checklist)
 * from the content store; the admin dashboard lists what is left, each linking to its form field.
 */

export interface PlaceholderRule {
  id: string;
  label: string;
  /** The content key that holds it. */
  key: string;
  /** Field paths in the key's value; `*` stands for every item of a list or every field of an object. */
  paths: string[];
  /**
   * `seed`: still in place while a value equals the seed's value at the same path, or points at an
   * example domain. `example`: only the latter (prose, where the seed's text is fine to keep).
   */
  match: 'seed' | 'example';
}

export const LAUNCH_PLACEHOLDERS: readonly PlaceholderRule[] = [
  { id: 'support-email', label: 'Support e-mail', key: 'site.contact', paths: ['supportEmail'], match: 'seed' },
  { id: 'whatsapp', label: 'WhatsApp number', key: 'site.contact', paths: ['whatsappNumber'], match: 'seed' },
  { id: 'social', label: 'Social links (footer)', key: 'site.contact', paths: ['social.*'], match: 'seed' },
  { id: 'app-stores', label: 'App-store links', key: 'site.contact', paths: ['apps.*.*'], match: 'seed' },
  { id: 'course-site', label: 'Course site address', key: 'site.contact', paths: ['courseSiteUrl'], match: 'seed' },
  { id: 'landing-video', label: 'Landing page video', key: 'landing.video', paths: ['youtubeId'], match: 'seed' },
  { id: 'webinar-video', label: 'Webinar page video', key: 'webinar.page', paths: ['videoId'], match: 'seed' },
  { id: 'free-channel', label: 'Free channel link', key: 'landing.channel', paths: ['link'], match: 'seed' },
  { id: 'ebook', label: 'Free e-book (the PDF the gift form sends)', key: 'pages.landingVariants', paths: ['ebook.fileUrl'], match: 'seed' },
  { id: 'team', label: 'About Us: team photos and names', key: 'pages.about', paths: ['team.members.*.image', 'team.members.*.name'], match: 'seed' },
  { id: 'testimonials', label: 'Testimonials: photos and names', key: 'landing.testimonials', paths: ['items.*.photo', 'items.*.name'], match: 'seed' },
  { id: 'featured-on', label: 'Featured On logos', key: 'landing.featuredOn', paths: ['logos.*.image'], match: 'seed' },
  { id: 'track-record', label: '“Verify our track record” links', key: 'pages.performance', paths: ['profiles.links.*.href'], match: 'seed' },
  { id: 'faq-email', label: 'FAQs page: contact e-mail', key: 'pages.faqs', paths: ['contactEmail'], match: 'seed' },
  { id: 'legal-email', label: 'Legal pages: contact e-mail in the text', key: 'pages.legal', paths: ['**'], match: 'example' },
];

/** Not content: the seller's name, address and GSTIN on tax invoices (GET /api/settings/invoice's `complete`). */
export const INVOICE_SELLER_ITEM = {
  id: 'invoice-seller',
  label: 'Seller’s details on tax invoices (name, address, GSTIN)',
  href: '/admin/invoice-settings',
} as const;

/** example.com/.org/.net and the .example top-level domain (RFC 2606): never a real address. */
const EXAMPLE_DOMAIN = /(^|[^a-z0-9-])example\.(com|org|net)(?![a-z0-9-])|[a-z0-9-]\.example(?![a-z0-9.-])/i;
export const pointsAtExampleDomain = (s: string) => EXAMPLE_DOMAIN.test(s);

/** The values at a path (`a.*.b`); `**` is every string in the value. */
export function valuesAt(value: unknown, path: string): unknown[] {
  if (path === '**') return allStrings(value);
  let found: unknown[] = [value];
  for (const part of path.split('.')) {
    found = found.flatMap((v) => {
      if (v === null || typeof v !== 'object') return [];
      if (part === '*') return Object.values(v);
      return Object.hasOwn(v, part) ? [(v as Record<string, unknown>)[part]] : [];
    });
  }
  return found;
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** True while any value the rule covers is still a placeholder. */
export function placeholderInPlace(rule: PlaceholderRule, current: unknown, seed: unknown): boolean {
  return rule.paths.some((path) => {
    const seeded = rule.match === 'seed' ? new Set(valuesAt(seed, path).map((v) => JSON.stringify(v))) : new Set<string>();
    return valuesAt(current, path).some((v) =>
      seeded.has(JSON.stringify(v)) || (typeof v === 'string' && pointsAtExampleDomain(v)));
  });
}

/** Where an admin sets it: the key's form on /admin/content, scrolled to the field. */
export function placeholderHref(rule: Pick<PlaceholderRule, 'key' | 'paths'>): string {
  const field = rule.paths[0].split('.*')[0];
  return `/admin/content?key=${encodeURIComponent(rule.key)}${field === '**' ? '' : `#${contentFieldId(field)}`}`;
}

/** The id of a field's element in the /admin/content form (a list's id is its own, not its items'). */
export const contentFieldId = (path: string) => `field-${path}`;

export const LaunchChecklistItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Still a placeholder. */
  pending: z.boolean(),
  href: z.string(),
});
export type LaunchChecklistItem = z.infer<typeof LaunchChecklistItemSchema>;

/** GET /api/admin/launch-checklist: every item, done or not; `pending` counts what is left. */
export const LaunchChecklistSchema = z.object({
  items: z.array(LaunchChecklistItemSchema),
  pending: z.number().int(),
});
export type LaunchChecklist = z.infer<typeof LaunchChecklistSchema>;
