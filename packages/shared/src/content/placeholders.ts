/**
 * The placeholders the content seeds ship with, and one rule for whether each is still in place
 * (decision 0036), zod-free so the pages can use it: the launch checklist lists them for the admin,
 * and `withoutPlaceholders` leaves them out of what visitors see (issue 26 §8).
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
  /**
   * Paths (of `paths`, each `list.*.field`) whose placeholder drops the whole list item from what
   * visitors see (a sample logo, a sample person); any other placeholder string is shown as empty,
   * which the page reads as "none" (no video, no link, initials for a portrait).
   */
  drop?: string[];
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
  {
    id: 'team', label: 'About Us: team photos and names', key: 'pages.about',
    paths: ['team.members.*.image', 'team.members.*.name'], match: 'seed', drop: ['team.members.*.name'],
  },
  {
    id: 'testimonials', label: 'Testimonials: photos and names', key: 'landing.testimonials',
    paths: ['items.*.photo', 'items.*.name'], match: 'seed', drop: ['items.*.name'],
  },
  { id: 'featured-on', label: 'Featured On logos', key: 'landing.featuredOn', paths: ['logos.*.image'], match: 'seed', drop: ['logos.*.image'] },
  {
    id: 'track-record', label: '“Verify our track record” links', key: 'pages.performance',
    paths: ['profiles.links.*.href'], match: 'seed', drop: ['profiles.links.*.href'],
  },
  { id: 'faq-email', label: 'FAQs page: contact e-mail', key: 'pages.faqs', paths: ['contactEmail'], match: 'seed' },
  { id: 'legal-email', label: 'Legal pages: contact e-mail in the text', key: 'pages.legal', paths: ['**'], match: 'example' },
];

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

/** Whether a value at `path` is still a placeholder under `rule`: the seed's value there, or an example domain. */
function placeholderTest(rule: PlaceholderRule, path: string, seed: unknown): (v: unknown) => boolean {
  const seeded = rule.match === 'seed' ? new Set(valuesAt(seed, path).map((v) => JSON.stringify(v))) : new Set<string>();
  return (v) => seeded.has(JSON.stringify(v)) || (typeof v === 'string' && pointsAtExampleDomain(v));
}

/** True while any value the rule covers is still a placeholder. */
export function placeholderInPlace(rule: PlaceholderRule, current: unknown, seed: unknown): boolean {
  return rule.paths.some((path) => valuesAt(current, path).some(placeholderTest(rule, path, seed)));
}

type Node = Record<string, unknown> | unknown[];
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object';

/** The containers `parts` lead to in `value` (`*` is every item or field). */
function containersAt(value: unknown, parts: string[]): Node[] {
  let found: unknown[] = [value];
  for (const part of parts) {
    found = found.flatMap((v) => {
      if (!isNode(v)) return [];
      if (part === '*') return Object.values(v);
      return Object.hasOwn(v, part) ? [(v as Record<string, unknown>)[part]] : [];
    });
  }
  return found.filter(isNode);
}

/**
 * `value` (a content key's, as stored or seeded) as visitors may see it (issue 26 §8): every
 * placeholder the launch checklist lists is left out. A list item whose sample name, logo or link is
 * still in place is dropped (`drop`); any other placeholder string becomes '' ("none": no video, no
 * link, initials for a portrait). Prose rules (`example`) are left alone: their seeds name no example
 * address, and the checklist lists one an admin typed. Returns `value` itself when nothing changes.
 */
export function withoutPlaceholders<T>(key: string, value: T, seed: unknown): T {
  const rules = LAUNCH_PLACEHOLDERS.filter((r) => r.key === key && r.match === 'seed');
  if (!rules.length || !isNode(value)) return value;
  const out = structuredClone(value) as T & Node;
  for (const rule of rules) {
    for (const path of rule.paths) {
      const isPlaceholder = placeholderTest(rule, path, seed);
      const parts = path.split('.');
      const leaf = parts.pop()!;
      if (rule.drop?.includes(path)) {
        // list.*.field: keep the items whose field is real.
        const listPath = parts.slice(0, -1);
        const lists = listPath.length ? containersAt(out, listPath.slice(0, -1)).map((c) => ({ c, k: listPath.at(-1)! })) : [];
        for (const { c, k } of lists) {
          const list = (c as Record<string, unknown>)[k];
          if (Array.isArray(list)) {
            (c as Record<string, unknown>)[k] = list.filter((item) => !(isNode(item) && Object.hasOwn(item, leaf) && isPlaceholder((item as Record<string, unknown>)[leaf])));
          }
        }
        continue;
      }
      for (const c of containersAt(out, parts)) {
        const keys = leaf === '*' ? Object.keys(c) : Object.hasOwn(c, leaf) ? [leaf] : [];
        for (const k of keys) {
          const v = (c as Record<string, unknown>)[k];
          if (typeof v === 'string' && isPlaceholder(v)) (c as Record<string, unknown>)[k] = '';
        }
      }
    }
  }
  return out;
}

