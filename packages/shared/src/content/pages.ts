import type { ContentEntry } from './entry.ts';
import { AboutContentSchema, aboutSeed } from './pages/about.ts';
import { FaqsContentSchema, faqsSeed } from './pages/faqs.ts';
import { FunnelCopySchema, joinUsSeed, LandingVariantsContentSchema, landingVariantsSeed } from './pages/funnels.ts';
import { HowItWorksContentSchema, howItWorksSeed } from './pages/how-it-works.ts';
import { LegalContentSchema, legalSeed } from './pages/legal.ts';
import { PerformanceContentSchema, performanceSeed } from './pages/performance.ts';

/**
 * Info-page content keys (owned by the info pages' builder): each is a schema, its seed
 * and a title for the admin content editor, one file per page under pages/. The web pages show
 * the seed until the stored value arrives, so a seed must always be complete, readable copy.
 */

export type { AboutContent } from './pages/about.ts';
export type { FaqsContent } from './pages/faqs.ts';
export type { FunnelCopy, LandingVariantsContent } from './pages/funnels.ts';
export type { HowItWorksContent } from './pages/how-it-works.ts';
export type { LegalContent, LegalDoc } from './pages/legal.ts';
export type { PerformanceContent } from './pages/performance.ts';
export {
  AboutContentSchema, FaqsContentSchema, FunnelCopySchema, HowItWorksContentSchema, LandingVariantsContentSchema,
  LegalContentSchema, PerformanceContentSchema,
};
export { LegalDocSchema } from './pages/legal.ts';

/** Typed entries, so pages read their own shape; PAGES_CONTENT is the registry view of the same. */
export const PAGE_CONTENT_ENTRIES = {
  'pages.faqs': { schema: FaqsContentSchema, seed: faqsSeed, title: 'FAQs page' },
  'pages.about': { schema: AboutContentSchema, seed: aboutSeed, title: 'About Us page' },
  'pages.performance': { schema: PerformanceContentSchema, seed: performanceSeed, title: 'Our Performance page' },
  'pages.howItWorks': { schema: HowItWorksContentSchema, seed: howItWorksSeed, title: 'How It Works page' },
  'pages.legal': {
    schema: LegalContentSchema,
    seed: legalSeed,
    title: 'Legal pages (refund policy, privacy policy, disclaimer, terms)',
  },
  'pages.joinUs': { schema: FunnelCopySchema, seed: joinUsSeed, title: 'Join Us page' },
  'pages.landingVariants': {
    schema: LandingVariantsContentSchema,
    seed: landingVariantsSeed,
    title: 'Landing page variants (/landing-page, -ebook, -webinar)',
  },
} satisfies Record<string, ContentEntry>;

export type PageContentKey = keyof typeof PAGE_CONTENT_ENTRIES;

export const PAGES_CONTENT: Record<string, ContentEntry> = PAGE_CONTENT_ENTRIES;
