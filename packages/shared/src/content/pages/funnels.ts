import { z } from 'zod';
import { EBOOK_PATH } from '../../leads.ts';
import { fileLinkField, orNone, ui } from '../widgets.ts';
import { paragraph, text } from './fields.ts';

/** The funnel pages: /join-us and the /landing-page, -ebook and -webinar variants. */

export const FunnelCopySchema = z.object({
  eyebrow: text,
  headline: text,
  text: paragraph,
  points: z.array(text).min(1).max(5),
  ctaLabel: text,
  note: paragraph,
});
export type FunnelCopy = z.infer<typeof FunnelCopySchema>;

export const joinUsSeed: FunnelCopy = {
  eyebrow: 'Join The Lazy Trader',
  headline: 'Trade alongside experts with a 20+ year track record',
  text: 'Get our own trades in real time, with stop loss and risk, and learn the reasoning behind every one.',
  points: [
    'Real-time alerts on a members-only channel',
    'Swing and positional trades that fit around a job',
    'Community, watchlist and two masterclasses',
  ],
  ctaLabel: 'Become a Member Now',
  note: 'Full refund within 7 days. Educational only; no guarantees.',
};

export const LandingVariantsContentSchema = z.object({
  main: FunnelCopySchema,
  // fileUrl came after the first stored values: a value saved without it reads as the placeholder.
  ebook: FunnelCopySchema.extend({ webinarLinkLabel: text, fileUrl: ui(orNone(fileLinkField), { ...fileLinkField.meta(), help: 'Leave empty to leave the e-book offer out.' }).default(EBOOK_PATH) }),
  webinar: FunnelCopySchema,
});
export type LandingVariantsContent = z.infer<typeof LandingVariantsContentSchema>;

export const landingVariantsSeed: LandingVariantsContent = {
  main: {
    eyebrow: '99% of traders lose money',
    headline: 'Don’t be one of them',
    text: 'Learn to trade with discipline from traders who turned ₹2 lakh into ₹45.87 lakh in 3 years, and see every trade as they take it.',
    points: ['About 30 to 60 high-quality trades a year', 'Stop loss and risk stated with every alert', 'Memberships of {planLengths} months'],
    ctaLabel: 'Become a Member Now',
    note: 'Full refund within 7 days. Past performance does not guarantee future results.',
  },
  ebook: {
    eyebrow: 'Free e-book for new traders',
    headline: 'The habits that keep traders in the 1% who win',
    text: 'Our free e-book covers the basics. Members go further: the beginner course, our trades in real time and a community to learn with.',
    points: ['Position sizing and stop losses, step by step', 'The psychology of holding winners and cutting losers', 'Checklists you can use on your next trade'],
    ctaLabel: 'Become a Member Now',
    note: 'Full refund within 7 days. Educational only.',
    webinarLinkLabel: 'Or join our free live webinar first',
    fileUrl: EBOOK_PATH,
  },
  webinar: {
    eyebrow: 'Free live webinar',
    headline: 'Learn our Bank Nifty strategy, live',
    text: 'See the strategy and the indicator we use, with our profit-and-loss statement shown live from the broker account. Sessions in Hindi and English.',
    points: ['Strategy and indicator explained step by step', 'Live P&L statement, no edited screenshots', 'Questions and answers at the end'],
    ctaLabel: 'Reserve My Free Seat',
    note: 'Sundays at 7 PM. Limited seats.',
  },
};
