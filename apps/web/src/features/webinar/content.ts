/** The webinar page's copy (site-and-admin §1 and §2 Webinar funnel). */

/** The intro video, played from YouTube's privacy-enhanced host only after a click. Placeholder id. */
export const INTRO_VIDEO_ID = 'dQw4w9WgXcQ';

export const HEADLINE = 'Learn the Bank Nifty strategy that turned 2 lakh into 45.87 lakh in 3 years';
export const SUBHEADLINE = 'A free live webinar, every Sunday at 7 PM, in Hindi and in English.';

export const BENEFITS = [
  'The exact Bank Nifty strategy we trade, step by step',
  'The indicator behind every entry and exit, yours to use',
  'Our profit-and-loss statement, shown live from the broker account',
  'A chance to trade alongside the presenter',
] as const;

export const LIMITED_SEATS = 'Seats are limited: each live session takes only a few hundred traders.';

export const GUARANTEE = {
  title: 'The ₹1,000 challenge',
  body:
    'We open our broker account live in the webinar. If the absolute profit you see is below the 45.87 lakh we claim by 1% or more, we pay you ₹1,000.',
} as const;

export const WHAT_YOU_GET = [
  { title: 'A tested strategy', body: 'A Bank Nifty method with clear rules for entry, stop loss and exit, built for people with jobs.' },
  { title: 'The indicator', body: 'The same indicator we use, set up on a charting platform you can open for free.' },
  { title: 'Live proof and Q&A', body: 'Our P&L straight from the broker, then your questions answered live.' },
] as const;

export const SCAM = {
  title: "Don't get scammed",
  points: [
    'Anyone can post a screenshot. Ask to see the profit-and-loss statement live, inside the broker account.',
    'Nobody can guarantee returns. Walk away from tips that promise them.',
    'Never share your trading password or OTP, and never pay to join a "sure-shot" tips group.',
  ],
} as const;

export const FAQ = [
  { q: 'Is the webinar really free?', a: 'Yes. Registration and the live session cost nothing.' },
  { q: 'Which language is the webinar in?', a: 'We hold separate sessions in Hindi and in English. Choose your language when you register.' },
  { q: 'Will you really show your profit and loss?', a: 'Yes. The profit-and-loss statement is shown live, straight from our broker account, not as a screenshot.' },
  { q: 'Where can I get the indicators?', a: 'The indicators are available on a charting platform; we show you how to add them during the session.' },
  { q: 'Will I get a reminder?', a: 'Yes. We send a reminder one hour before the webinar starts.' },
  { q: 'Will there be a recording?', a: 'No. The webinar is live only, so please join on time.' },
  { q: 'Do I need to be an experienced trader?', a: 'No. Basic knowledge of the stock market is enough to follow along.' },
  { q: 'Can I ask questions?', a: 'Yes. Every session ends with a live Q&A.' },
  { q: 'My capital is under 1 lakh rupees. Is that fine?', a: 'Yes. Capital under 1 lakh rupees is fine to start applying what you learn.' },
] as const;
