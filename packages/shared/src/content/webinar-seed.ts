import type { z } from 'zod';
import type { WebinarContentSchema } from './webinar.ts';

/**
 * The /webinar page's copy (site-and-admin §1 and §2 Webinar funnel) as plain data: its content
 * key and seed. webinar.ts adds the zod schema; the page imports this module directly so its
 * first load does not carry zod (the landing page does the same). Only types come from webinar.ts.
 */

/** Icons the "What you'll get" cards can show (the page maps each to a lucide icon). */
export const WEBINAR_CARD_ICONS = ['strategy', 'indicator', 'live'] as const;
export type WebinarCardIcon = (typeof WEBINAR_CARD_ICONS)[number];

export type WebinarContent = z.infer<typeof WebinarContentSchema>;

export const WEBINAR_SEED: WebinarContent = {
  headline: 'Learn the Bank Nifty strategy that turned 2 lakh into 45.87 lakh in 3 years',
  subheadline: 'A free live webinar, every Sunday at 7 PM, in Hindi and in English.',
  // Played from YouTube's privacy-enhanced host only after a click. Visibly a placeholder (it plays
  // nothing) until the operator sets the real video; the launch checklist lists it.
  videoId: 'PLACEHOLDER',
  benefits: [
    'The exact Bank Nifty strategy we trade, step by step',
    'The indicator behind every entry and exit, yours to use',
    'Our profit-and-loss statement, shown live from the broker account',
    'A chance to trade alongside the presenter',
  ],
  limitedSeats: 'Seats are limited: each live session takes only a few hundred traders.',
  ctaLabel: 'Register for free',
  guarantee: {
    title: 'The ₹1,000 challenge',
    body: 'We open our broker account live in the webinar. If the absolute profit you see is below the 45.87 lakh we claim by 1% or more, we pay you ₹1,000.',
  },
  whatYouGet: {
    heading: "What you'll get",
    items: [
      { icon: 'strategy', title: 'A tested strategy', body: 'A Bank Nifty method with clear rules for entry, stop loss and exit, built for people with jobs.' },
      { icon: 'indicator', title: 'The indicator', body: 'The same indicator we use, set up on a charting platform you can open for free.' },
      { icon: 'live', title: 'Live proof and Q&A', body: 'Our P&L straight from the broker, then your questions answered live.' },
    ],
  },
  scam: {
    title: "Don't get scammed",
    points: [
      'Anyone can post a screenshot. Ask to see the profit-and-loss statement live, inside the broker account.',
      'Nobody can guarantee returns. Walk away from tips that promise them.',
      'Never share your trading password or OTP, and never pay to join a "sure-shot" tips group.',
    ],
  },
  faq: {
    heading: 'Frequently asked questions',
    items: [
      { question: 'Is the webinar really free?', answer: 'Yes. Registration and the live session cost nothing.' },
      { question: 'Which language is the webinar in?', answer: 'We hold separate sessions in Hindi and in English. Choose your language when you register.' },
      { question: 'Will you really show your profit and loss?', answer: 'Yes. The profit-and-loss statement is shown live, straight from our broker account, not as a screenshot.' },
      { question: 'Where can I get the indicators?', answer: 'The indicators are available on a charting platform; we show you how to add them during the session.' },
      { question: 'Will I get a reminder?', answer: 'Yes. We send a reminder one hour before the webinar starts.' },
      { question: 'Will there be a recording?', answer: 'No. The webinar is live only, so please join on time.' },
      { question: 'Do I need to be an experienced trader?', answer: 'No. Basic knowledge of the stock market is enough to follow along.' },
      { question: 'Can I ask questions?', answer: 'Yes. Every session ends with a live Q&A.' },
      { question: 'My capital is under 1 lakh rupees. Is that fine?', answer: 'Yes. Capital under 1 lakh rupees is fine to start applying what you learn.' },
    ],
  },
};

export const WEBINAR_CONTENT_KEY = 'webinar.page';
export const WEBINAR_CONTENT_TITLE = 'Webinar page (/webinar)';
