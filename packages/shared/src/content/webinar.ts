import { z } from 'zod';
import type { ContentEntry } from './entry.ts';
import { longText, orNone, requiredText, ui, youtubeIdField } from './widgets.ts';
import { WEBINAR_CARD_ICONS, WEBINAR_CONTENT_KEY, WEBINAR_CONTENT_TITLE, WEBINAR_SEED } from './webinar-seed.ts';

// The seed lives in a zod-free module of its own (the web's webinar page imports it directly).
export * from './webinar-seed.ts';

/**
 * The /webinar page's copy, one key for every block in the spec's order; admins edit it at
 * /admin/content. The page shows the seed until the server answers, so it never renders empty.
 */

const text = (max = 300) => requiredText(max);

export const WebinarContentSchema = z.object({
  headline: text(160),
  subheadline: text(200),
  /** Played from youtube-nocookie.com only after a click. */
  videoId: ui(orNone(youtubeIdField), { title: 'Intro video (YouTube id)', help: 'Leave empty to show no video.' }),
  benefits: z.array(text(160)).min(1).max(8),
  limitedSeats: text(160),
  ctaLabel: text(40),
  guarantee: z.object({ title: text(80), body: longText(400) }),
  whatYouGet: z.object({
    heading: text(80),
    items: z.array(z.object({ icon: z.enum(WEBINAR_CARD_ICONS), title: text(60), body: text(240) })).min(1).max(6),
  }),
  scam: z.object({ title: text(80), points: z.array(text(240)).min(1).max(8) }),
  faq: z.object({
    heading: text(80),
    items: z.array(z.object({ question: text(200), answer: text(600) })).min(1).max(20),
  }),
});

export const WEBINAR_CONTENT: Record<string, ContentEntry> = {
  [WEBINAR_CONTENT_KEY]: { schema: WebinarContentSchema, seed: WEBINAR_SEED, title: WEBINAR_CONTENT_TITLE },
};
