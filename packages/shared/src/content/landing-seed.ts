import type { z } from 'zod';
import type {
  BlogsBriefSchema, ChannelSchema, ClosingSchema, CountersSchema, EmiSchema, ExpertsSchema, FeaturedOnSchema, HeroSchema, ProofSchema,
  ShareSchema, SubscribeSchema, TestimonialsSchema, VideoSchema, WhatYouGetSchema,
} from './landing.ts';

/**
 * The landing page's seeds (its copy until the server answers) and content keys, as plain data.
 * landing.ts adds the zod schemas and re-exports all of this; the web's landing page imports this
 * module directly so its first load does not carry zod. Only types come from landing.ts here.
 */

export const WHAT_YOU_GET_ICONS = ['alerts', 'newsletter', 'community', 'hub', 'calculator', 'courses'] as const;

export const SHARE_TARGETS = ['facebook', 'whatsapp', 'linkedin', 'twitter', 'telegram'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const HERO_SEED: z.infer<typeof HeroSchema> = {
  eyebrow: 'Trading education community',
  headline: '99% of traders lose money.',
  highlight: "Don't be one of them.",
  intro:
    'Learn from traders with a 20+ year record in Indian and US markets. Get their own trades in real time with stop loss, risk and rationale, a members-only community and two video masterclasses.',
  ctaLabel: 'BECOME A MEMBER NOW',
  proofLabel: 'See Proof of Returns',
  stats: [
    { value: '20+ years', label: 'of track record' },
    { value: '30–60', label: 'trades a year' },
    { value: '7 days', label: 'full refund window' },
  ],
};

export const PROOF_SEED: z.infer<typeof ProofSchema> = {
  heading: 'Proof of Returns',
  intro: 'Real numbers from our own trading accounts. Intraday trades are extremely rare: we take roughly 30 to 60 trades a year.',
  items: [
    { value: '1497.3%', label: 'returns in 2020' },
    { value: '₹1.54L → ₹24.44L', label: '2020 returns of 1.54 to 24.44 lakh rupees' },
    { value: '₹6.93L → ₹15.19L', label: '2021 returns of 6.93 to 15.19 lakh rupees' },
    { value: '₹2L → ₹45.87L', label: '2 lakh grown to 45.87 lakh in 3 years' },
    { value: '₹1.54L → ₹24.42L', label: '1.54 lakh turned into 24.42 lakh in one year' },
    { value: '₹2L → ₹40.73L', label: 'Guarantee: 2L to 40.73L in 32 months' },
  ],
  guarantee: '100% money-back guarantee (terms apply). Full refund within 7 days.',
  disclaimer:
    'Educational only. We are not a registered investment advisor, give no investment advice and no guarantees of future returns.',
};

export const WHAT_YOU_GET_SEED: z.infer<typeof WhatYouGetSchema> = {
  heading: 'What You Get',
  intro: 'Swing and positional trades that suit people with jobs. Intraday trades are extremely rare.',
  items: [
    { icon: 'alerts', title: 'Real-time trade alerts', text: 'Our own trades the moment we take them, with stop loss, risk and the rationale behind each one, through a messaging channel.' },
    { icon: 'newsletter', title: 'Newsletter', text: 'A regular letter on the markets, our open positions and what we are watching next.' },
    { icon: 'community', title: 'Community platform', text: 'Trade posts with charts and targets, trade wisdom and a place to ask questions.' },
    { icon: 'hub', title: 'Trades & watchlist hub', text: 'Every trade and a curated watchlist in one hub, on the web and in the mobile app.' },
    { icon: 'calculator', title: 'Trade allocation calculator', text: 'Size every position to your capital and risk in the mobile app.' },
    { icon: 'courses', title: 'Two video masterclasses', text: 'Profitable Trading Masterclass and Trading Psychology Masterclass, at your own pace.' },
  ],
};

export const EXPERTS_SEED: z.infer<typeof ExpertsSchema> = {
  heading: 'Know Your Experts',
  intro: 'The traders behind every alert trade their own money first.',
  claims: [
    'Profitable record in Indian and US markets',
    'Internationally awarded',
    '20+ years combined experience',
  ],
  note: 'Voted in Top 10 Financial Bloggers of Wall Street in 2014, 2020 & 2021',
  rating: { stars: 5, label: '5-star rating for international stock market performance' },
};

/**
 * Placeholders, visibly so, until the operator uploads the real logos (the launch checklist lists
 * them): inventing publications would be a false claim on the page ads land on.
 */
const logo = (n: number) => ({ name: `Publication ${n} (logo placeholder)`, image: `/images/placeholders/featured-logo-${n}.svg` });
export const FEATURED_ON_SEED: z.infer<typeof FeaturedOnSchema> = {
  heading: 'Featured On',
  logos: [1, 2, 3, 4, 5, 6].map(logo),
};

/**
 * Sample testimonials with initials avatars labelled "placeholder", until real members' words and
 * photos replace them; each avatar's file is named after the person ("Rahul Mehta": rahul-mehta.svg).
 */
const person = (name: string, position: string, location: string, quote: string) => ({
  photo: `/images/landing/testimonials/${name.toLowerCase().replaceAll(' ', '-')}.svg`,
  quote,
  name,
  position,
  location,
});
export const TESTIMONIALS_SEED: z.infer<typeof TestimonialsSchema> = {
  heading: "We've Helped Investors Worldwide",
  items: [
    person('Rahul Mehta', 'Software Engineer', 'Pune, India',
      'I trade around a full-time job. The alerts come with a stop loss and a reason, so I finally understand why I am in a trade.'),
    person('Priya Nair', 'Chartered Accountant', 'Kochi, India',
      'Fewer trades, better trades. Thirty-odd positions a year fits my schedule far better than staring at screens all day.'),
    person('Arjun Singh', 'Business Owner', 'Ludhiana, India',
      'The psychology masterclass changed how I handle losses. I no longer double down out of frustration.'),
    person('Sneha Kulkarni', 'Product Manager', 'Bengaluru, India',
      'Clear entries, clear exits. The community answers questions without the usual tip-selling noise.'),
    person('Daniel Carter', 'Retired Engineer', 'Austin, USA',
      'Their US market calls have been measured and honest, including the ones that did not work out.'),
    person('Vikram Rao', 'Doctor', 'Hyderabad, India',
      'The allocation calculator stopped me from oversizing. My drawdowns are a fraction of what they were.'),
    person('Aisha Khan', 'Financial Analyst', 'Dubai, UAE',
      'I joined for the alerts and stayed for the reasoning behind them. It is an education, not a tip service.'),
    person('Karan Patel', 'Student', 'Mumbai, India',
      'Started with small capital and no experience. The beginner course made the rest of the material easy to follow.'),
    person('Emma Wilson', 'Teacher', 'Manchester, UK',
      'Patient, positional trades and straight talk about risk. Exactly what a part-time investor needs.'),
  ],
};

export const BLOGS_BRIEF_SEED: z.infer<typeof BlogsBriefSchema> = {
  heading: 'Latest from our blog',
  intro: 'Lessons, trade reviews and market notes from our experts.',
  allLabel: 'View all blogs',
};

export const COUNTERS_SEED: z.infer<typeof CountersSchema> = {
  items: [
    { value: 3000, suffix: '', label: 'Financial Articles' },
    { value: 25, suffix: ' Million', label: 'Page Views' },
    { value: 6000, suffix: '+', label: 'International Subscribers' },
    { value: 20, suffix: '', label: 'Global Websites' },
  ],
};

export const VIDEO_SEED: z.infer<typeof VideoSchema> = {
  heading: 'Learn from experts who have a track record of over 20 years',
  intro: 'Watch how we pick trades, size positions and manage risk before you decide to join.',
  // Visibly a placeholder (it plays nothing) until the operator sets the real video.
  youtubeId: 'PLACEHOLDER',
  playLabel: 'Play Now',
};

export const SUBSCRIBE_SEED: z.infer<typeof SubscribeSchema> = {
  heading: 'Subscribe to our newsletter',
  intro: 'Market notes and new articles in your inbox. No spam, unsubscribe any time.',
  buttonLabel: 'Subscribe',
};

export const EMI_SEED: z.infer<typeof EmiSchema> = {
  heading: 'Have Cash Crunch?',
  text: 'Pay in 6 monthly instalments at 0% interest.',
  knowMoreLabel: 'Know More',
  dialogTitle: 'EMI Offer Details',
  rules: [
    'No-cost EMI is available only on the merchants, banks and cards supported by our payment provider.',
    'No-cost EMI is available only on plans of {planLengths:noCostEmi} months.',
    'No-cost EMI is available only on a tenure of 6 months or less.',
  ],
  ctaLabel: 'BECOME A MEMBER NOW',
  planId: 3,
};

export const SHARE_SEED: z.infer<typeof ShareSchema> = {
  label: 'Share',
  message: 'Learn trading from experts with a 20+ year track record:',
  targets: [...SHARE_TARGETS],
};

export const CHANNEL_SEED: z.infer<typeof ChannelSchema> = {
  title: 'Join our free channel',
  text: 'Market notes and new articles on Telegram. The free channel carries no live trade alerts.',
  name: 'The Lazy Trader (Free)',
  link: 'https://example.com/free-channel',
  joinLabel: 'Join the channel',
  note: 'The link may not open for some users; if so, search for the channel name in the app.',
};

export const CLOSING_SEED: z.infer<typeof ClosingSchema> = {
  heading: 'Memberships of {planLengths} months',
  text: 'Not convinced after joining? Ask for a full refund within 7 days.',
  ctaLabel: 'BECOME A MEMBER NOW',
};

/** Name → content key, editor title and seed; landing.ts adds each one's schema. */
export const LANDING_SEEDS = {
  hero: { key: 'landing.hero', title: 'Landing: hero', seed: HERO_SEED },
  proof: { key: 'landing.proof', title: 'Landing: proof of returns', seed: PROOF_SEED },
  whatYouGet: { key: 'landing.whatYouGet', title: 'Landing: What You Get', seed: WHAT_YOU_GET_SEED },
  experts: { key: 'landing.experts', title: 'Landing: Know Your Experts', seed: EXPERTS_SEED },
  featuredOn: { key: 'landing.featuredOn', title: 'Landing: Featured On logos', seed: FEATURED_ON_SEED },
  testimonials: { key: 'landing.testimonials', title: 'Landing: testimonials', seed: TESTIMONIALS_SEED },
  blogs: { key: 'landing.blogs', title: 'Landing: blogs brief', seed: BLOGS_BRIEF_SEED },
  counters: { key: 'landing.counters', title: 'Landing: counters', seed: COUNTERS_SEED },
  video: { key: 'landing.video', title: 'Landing: video', seed: VIDEO_SEED },
  subscribe: { key: 'landing.subscribe', title: 'Landing: subscribe', seed: SUBSCRIBE_SEED },
  emi: { key: 'landing.emi', title: 'Landing: EMI banner and dialog', seed: EMI_SEED },
  share: { key: 'landing.share', title: 'Landing: share bar', seed: SHARE_SEED },
  channel: { key: 'landing.channel', title: 'Landing: free channel popup', seed: CHANNEL_SEED },
  closing: { key: 'landing.closing', title: 'Landing: closing call to action', seed: CLOSING_SEED },
} as const;
