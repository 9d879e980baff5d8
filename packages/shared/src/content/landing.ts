import { z } from 'zod';
import type { ContentEntry } from './entry.ts';
import { LANDING_SEEDS, SHARE_TARGETS, WHAT_YOU_GET_ICONS } from './landing-seed.ts';
import { imageField, linkField, longText, orNone, requiredText, ui, youtubeIdField } from './widgets.ts';

// The seeds live in a zod-free module of their own (the web's landing page imports them directly).
export * from './landing-seed.ts';

/**
 * Landing-page content (site-and-admin §1, §2 Landing page, §3 Testimonial, §9): one key per
 * section, each a zod schema plus its seed. Admins edit them at /admin/content; the page shows
 * the seed until the server answers, so it never renders empty.
 */

const text = (max = 300) => requiredText(max);

export const HeroSchema = z.object({
  eyebrow: text(80),
  headline: text(120),
  highlight: text(120),
  intro: text(400),
  ctaLabel: text(40),
  proofLabel: text(40),
  stats: z.array(z.object({ value: text(20), label: text(40) })).max(4),
});

export const ProofSchema = z.object({
  heading: text(80),
  intro: text(300),
  items: z.array(z.object({ value: text(30), label: text(120) })).min(1).max(8),
  guarantee: text(200),
  disclaimer: text(300),
});

export const WhatYouGetSchema = z.object({
  heading: text(80),
  intro: text(300),
  items: z.array(z.object({ icon: z.enum(WHAT_YOU_GET_ICONS), title: text(60), text: text(240) })).min(1).max(9),
});

export const ExpertsSchema = z.object({
  heading: text(80),
  intro: text(300),
  claims: z.array(text(120)).min(1).max(6),
  note: text(160),
  rating: z.object({ stars: z.number().int().min(1).max(5), label: text(120) }),
});

export const FeaturedOnSchema = z.object({
  heading: text(60),
  logos: z.array(z.object({ name: text(60), image: ui(imageField, { title: 'Logo' }) })).max(12),
});

export const TestimonialSchema = z.object({
  photo: ui(orNone(imageField), { help: 'Leave empty to show the initials.' }),
  quote: longText(400),
  name: text(60),
  position: text(80),
  location: text(60),
});
export const TestimonialsSchema = z.object({
  heading: text(80),
  // Shown three to a slide (spec §2: 3 slides of 3).
  items: z.array(TestimonialSchema).max(30),
});

export const BlogsBriefSchema = z.object({ heading: text(80), intro: text(200), allLabel: text(40) });

export const CountersSchema = z.object({
  items: z.array(z.object({ value: z.number().int().min(0).max(1e12), suffix: z.string().max(20), label: text(60) })).min(1).max(6),
});

export const VideoSchema = z.object({
  heading: text(120),
  intro: text(300),
  /** Played from youtube-nocookie.com only after Play Now. */
  youtubeId: ui(orNone(youtubeIdField), { title: 'YouTube video id', help: 'Leave empty to leave the video section out.' }),
  playLabel: text(30),
});

export const SubscribeSchema = z.object({ heading: text(80), intro: text(200), buttonLabel: text(30) });

export const EmiSchema = z.object({
  heading: text(60),
  text: text(160),
  knowMoreLabel: text(30),
  dialogTitle: text(60),
  rules: z.array(text(200)).min(1).max(6),
  ctaLabel: text(40),
  /** Spec §2: the dialog's become-a-member button selects plan 3 (12 months). */
  planId: z.literal(3),
});

export const ShareSchema = z.object({
  label: text(40),
  message: text(200),
  targets: z.array(z.enum(SHARE_TARGETS)).min(1).max(5),
});

export const ChannelSchema = z.object({
  title: text(80),
  text: text(200),
  name: text(60),
  link: ui(orNone(linkField), { title: 'Link', help: 'Leave empty to show no popup.' }),
  joinLabel: text(30),
  note: text(200),
});

/** The landing page's closing call to action; its heading names the plan lengths from the catalogue. */
export const ClosingSchema = z.object({ heading: text(120), text: text(200), ctaLabel: text(40) });

/** Typed access for the page: name → key, schema, seed. */
export const LANDING = {
  hero: { ...LANDING_SEEDS.hero, schema: HeroSchema },
  proof: { ...LANDING_SEEDS.proof, schema: ProofSchema },
  whatYouGet: { ...LANDING_SEEDS.whatYouGet, schema: WhatYouGetSchema },
  experts: { ...LANDING_SEEDS.experts, schema: ExpertsSchema },
  featuredOn: { ...LANDING_SEEDS.featuredOn, schema: FeaturedOnSchema },
  testimonials: { ...LANDING_SEEDS.testimonials, schema: TestimonialsSchema },
  blogs: { ...LANDING_SEEDS.blogs, schema: BlogsBriefSchema },
  counters: { ...LANDING_SEEDS.counters, schema: CountersSchema },
  video: { ...LANDING_SEEDS.video, schema: VideoSchema },
  subscribe: { ...LANDING_SEEDS.subscribe, schema: SubscribeSchema },
  emi: { ...LANDING_SEEDS.emi, schema: EmiSchema },
  share: { ...LANDING_SEEDS.share, schema: ShareSchema },
  channel: { ...LANDING_SEEDS.channel, schema: ChannelSchema },
  closing: { ...LANDING_SEEDS.closing, schema: ClosingSchema },
} as const;

export type LandingName = keyof typeof LANDING;
export type LandingValue<N extends LandingName> = z.infer<(typeof LANDING)[N]['schema']>;

/** Landing-page content keys (owned by the landing page's builder). */
export const LANDING_CONTENT: Record<string, ContentEntry> = Object.fromEntries(
  Object.values(LANDING).map(({ key, title, schema, seed }) => [key, { title, schema, seed }]),
);
