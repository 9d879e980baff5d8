import { z } from 'zod';
import { linkField } from '../widgets.ts';
import { HeadedCardsSchema, paragraph, text } from './fields.ts';

/** The Our Performance page (/our-performance): profiles to verify, best trades, benefits. */

export const PerformanceContentSchema = z.object({
  title: text,
  intro: paragraph,
  profiles: z.object({
    heading: text,
    links: z.array(z.object({ label: text, description: paragraph, href: linkField })),
  }),
  trades: z.object({
    heading: text,
    intro: paragraph,
    items: z
      .array(
        z.object({
          instrument: text,
          direction: z.enum(['long', 'short']),
          currency: z.enum(['INR', 'USD']),
          entry: z.number().positive(),
          exit: z.number().positive(),
          /** ISO date (YYYY-MM-DD) the trade was closed. */
          date: z.iso.date(),
        }),
      )
      .min(1),
  }),
  benefits: HeadedCardsSchema,
  ctaLabel: text,
  disclaimer: paragraph,
});
export type PerformanceContent = z.infer<typeof PerformanceContentSchema>;

export const performanceSeed: PerformanceContent = {
  title: 'Our Performance',
  intro: 'We publish our trades where anyone can check them. Here are some of our best, and where to verify the rest.',
  profiles: {
    heading: 'Verify Our Track Record',
    links: [
      // Placeholders until the operator links the real profiles (the launch checklist lists them).
      { label: 'TradingView', description: 'Published charts and trade ideas with timestamps.', href: 'https://example.com/tradingview-profile' },
      { label: 'Twitter', description: 'Market views and trade updates as they happen.', href: 'https://example.com/twitter-profile' },
      { label: 'YouTube', description: 'Trade reviews, webinars and live P&L walkthroughs.', href: 'https://example.com/youtube-channel' },
    ],
  },
  trades: {
    heading: 'Best Trades',
    intro: 'Entries and exits as shared with members in real time.',
    items: [
      { instrument: 'TATA MOTORS', currency: 'INR', direction: 'long', entry: 312.5, exit: 498.2, date: '2021-10-14' },
      { instrument: 'ADANI ENTERPRISES', currency: 'INR', direction: 'long', entry: 1012, exit: 1765, date: '2021-11-22' },
      { instrument: 'NIFTY 17500 PE', currency: 'INR', direction: 'long', entry: 84, exit: 266, date: '2022-03-07' },
      { instrument: 'TESLA (TSLA)', currency: 'USD', direction: 'long', entry: 563, exit: 1024, date: '2020-11-30' },
      { instrument: 'BANK NIFTY FUT', currency: 'INR', direction: 'short', entry: 37950, exit: 34180, date: '2022-05-12' },
      { instrument: 'IRCTC', currency: 'INR', direction: 'long', entry: 1410, exit: 3980, date: '2021-10-18' },
    ],
  },
  benefits: {
    heading: 'How You Benefit',
    items: [
      { title: 'Real-time alerts', text: 'Get our trades the moment we take them, with entry, stop loss and risk.' },
      { title: 'Know the why', text: 'Every alert explains the setup, so you learn to find trades on your own.' },
      { title: 'Fits around your job', text: 'Swing and positional trades, about 30 to 60 a year; intraday is very rare.' },
      { title: 'Risk first', text: 'Stop loss and position size come before profit targets in every trade.' },
    ],
  },
  ctaLabel: 'Become a Member',
  disclaimer:
    'Past performance does not guarantee future results. These trades are shown for education; 99% of traders lose money, so trade only with money you can afford to lose.',
};
