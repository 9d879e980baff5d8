import { z } from 'zod';
import type { ContentEntry } from './index.ts';

/**
 * Info-page content keys (owned by the info pages' builder): each is a schema, its seed
 * and a title for the admin content editor. The web pages show the seed until the stored
 * value arrives, so a seed must always be complete, readable copy.
 * This file is mostly text; it is long because the legal documents live here.
 */

const text = z.string().trim().min(1);
const TitledTextSchema = z.object({ title: text, text });

// ---------- FAQs ----------

export const FaqsContentSchema = z.object({
  title: text,
  intro: text,
  items: z.array(z.object({ question: text, answer: text })).min(1),
  joinLabel: text,
  contactText: text,
  contactEmail: z.email(),
});
export type FaqsContent = z.infer<typeof FaqsContentSchema>;

const faqsSeed: FaqsContent = {
  title: 'Frequently Asked Questions',
  intro: 'Straight answers about the membership, the alerts and how we work.',
  items: [
    {
      question: 'I am a beginner. Can I join?',
      answer:
        'Yes. Many of our members started with no trading experience. Every alert explains the entry, stop loss and the reason for the trade, and the community is a place to ask questions and learn how experienced traders think.',
    },
    {
      question: 'Is there a minimum capital I need to start?',
      answer:
        'No, there is no minimum capital. Start with an amount you can afford to risk and size each trade to your own capital; the trade allocation calculator in our app helps you do that.',
    },
    {
      question: 'I have a full-time job. Will this work for me?',
      answer:
        'Yes. We take swing and positional trades that are held for days or weeks, so you do not need to watch the screen all day. Most members place their orders in a few minutes before or after work.',
    },
    {
      question: 'How will I receive the trade alerts?',
      answer:
        'Alerts are sent in real time through our members-only messaging channel the moment we take a trade, with the instrument, entry, stop loss, risk and the rationale behind it.',
    },
    {
      question: 'Does the free channel also get live alerts?',
      answer:
        'No. The free channel shares market views, lessons and updates, but live trade alerts are only for members.',
    },
    {
      question: 'Which membership plans are available?',
      answer: 'You can choose a membership of 6, 12 or 24 months. Longer plans cost less per month.',
    },
    {
      question: 'Is the beginner course included?',
      answer:
        'Yes, the beginner course is free for members on the 12-month and 24-month plans. Members on the 6-month plan can buy it separately.',
    },
    {
      question: 'Can I pay in EMIs?',
      answer:
        'Yes. The 12-month and 24-month plans can be paid with regular EMI or no-cost EMI on the banks and cards our payment partner supports. No-cost EMI is available only for tenures of up to 6 months.',
    },
    {
      question: 'How many trades do you take in a year?',
      answer:
        'About 30 to 60 trades a year. We wait for high-quality setups instead of trading every day, which keeps costs and stress low.',
    },
    {
      question: 'Do you give intraday trades?',
      answer: 'Very rarely. Our style is swing and positional trading, so intraday trades are the exception, not the rule.',
    },
    {
      question: 'Are you a SEBI-registered investment advisor?',
      answer:
        'No. We are not a registered investment advisor and we do not give personalised investment advice. We share our own trades and our reasoning for educational purposes; every decision to trade is yours.',
    },
    {
      question: 'Do you guarantee profits?',
      answer:
        'No. Trading carries risk and past performance does not guarantee future results. Anyone who guarantees profits in the market is not being honest with you.',
    },
    {
      question: 'What if the membership is not right for me?',
      answer:
        'Ask for a refund within 7 days of payment and you get a full refund. Please read our refund policy for the details, such as bank charges that cannot be returned.',
    },
  ],
  joinLabel: 'Become a Member Now',
  contactText: 'Write to us and we will get back to you within one working day.',
  contactEmail: 'support@thelazytrader.example',
};

// ---------- About Us ----------

export const AboutContentSchema = z.object({
  title: text,
  intro: text,
  whoWeAre: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
  values: z.object({ heading: text, items: z.array(TitledTextSchema).min(1) }),
  whatWeDo: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
  offer: z.object({ heading: text, items: z.array(TitledTextSchema).min(1) }),
  team: z.object({
    heading: text,
    intro: text,
    members: z.array(z.object({ name: text, role: text, bio: text, image: text })).min(1),
  }),
  cta: z.object({ heading: text, text, label: text }),
});
export type AboutContent = z.infer<typeof AboutContentSchema>;

const aboutSeed: AboutContent = {
  title: 'About Us',
  intro: 'Traders teaching traders: we show our own trades, our reasoning and our mistakes.',
  whoWeAre: {
    heading: 'Who We Are',
    paragraphs: [
      'The Lazy Trader is a community of traders and investors from India and around the world. Our experts have more than 20 years of combined experience in the Indian and US markets and have written thousands of articles on trading and investing.',
      'We started because most people who trade lose money, often because nobody showed them how a disciplined trader actually works. We set out to change that by trading in the open.',
    ],
  },
  values: {
    heading: 'Our Values',
    items: [
      {
        title: 'Complete Transparency',
        text: 'Every trade we share is a trade we take, with the entry, stop loss and risk stated before the result is known, wins and losses alike.',
      },
      {
        title: 'Practical Learning',
        text: 'You learn from real trades in real markets, not from theory alone. Each alert comes with the reasoning behind it.',
      },
      {
        title: 'Providing Value',
        text: 'Membership should pay for itself in knowledge. We keep prices fair and keep adding courses, tools and content for members.',
      },
    ],
  },
  whatWeDo: {
    heading: 'What We Do',
    paragraphs: [
      'We share our own swing and positional trades in real time through a members-only channel, with the stop loss, the risk and the rationale for each one.',
      'Around the alerts we run a community where members discuss trades, a watchlist of setups we are tracking, a newsletter, and two video masterclasses on profitable trading and trading psychology.',
    ],
  },
  offer: {
    heading: 'What We Offer',
    items: [
      {
        title: 'Affordable Learning',
        text: 'A membership costs less than many single courses, and the 12 and 24 month plans include the beginner course free.',
      },
      {
        title: 'Credible Experts',
        text: 'Learn from traders with a public, long-running track record who explain every decision they make.',
      },
      {
        title: 'Exclusive Content',
        text: 'Members-only alerts, trade breakdowns, watchlists and masterclasses you will not find on free channels.',
      },
    ],
  },
  team: {
    heading: 'Meet the Team',
    intro: 'The people behind the trades, the lessons and the community.',
    members: [
      {
        name: 'Rahul Verma',
        role: 'Founder & Head Trader',
        bio: 'Has traded Indian and US markets for two decades and shares every one of his swing and positional trades with members.',
        image: '/images/info/team-1.svg',
      },
      {
        name: 'Ananya Krishnan',
        role: 'Head of Education',
        bio: 'Builds the masterclasses and turns each trade into a lesson on risk, position sizing and patience.',
        image: '/images/info/team-2.svg',
      },
      {
        name: 'Karan Mehta',
        role: 'Community & Research Lead',
        bio: 'Runs the members’ community and the watchlist, and answers members’ questions every trading day.',
        image: '/images/info/team-3.svg',
      },
    ],
  },
  cta: {
    heading: 'Trade alongside us',
    text: 'Real-time alerts, a community that helps you learn and a full refund within 7 days if it is not for you.',
    label: 'Become a Member Now',
  },
};

// ---------- Our Performance ----------

export const PerformanceContentSchema = z.object({
  title: text,
  intro: text,
  profiles: z.object({
    heading: text,
    links: z.array(z.object({ label: text, description: text, href: z.url() })),
  }),
  trades: z.object({
    heading: text,
    intro: text,
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
  benefits: z.object({ heading: text, items: z.array(TitledTextSchema).min(1) }),
  ctaLabel: text,
  disclaimer: text,
});
export type PerformanceContent = z.infer<typeof PerformanceContentSchema>;

const performanceSeed: PerformanceContent = {
  title: 'Our Performance',
  intro: 'We publish our trades where anyone can check them. Here are some of our best, and where to verify the rest.',
  profiles: {
    heading: 'Verify Our Track Record',
    links: [
      { label: 'TradingView', description: 'Published charts and trade ideas with timestamps.', href: 'https://www.tradingview.com/' },
      { label: 'Twitter', description: 'Market views and trade updates as they happen.', href: 'https://twitter.com/' },
      { label: 'YouTube', description: 'Trade reviews, webinars and live P&L walkthroughs.', href: 'https://www.youtube.com/' },
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

// ---------- How It Works ----------

export const HowItWorksContentSchema = z.object({
  title: text,
  image: z.object({ mobile: text, desktop: text, alt: text }),
});
export type HowItWorksContent = z.infer<typeof HowItWorksContentSchema>;

const howItWorksSeed: HowItWorksContent = {
  title: 'How It Works',
  image: {
    mobile: '/images/info/how-it-works-mobile.svg',
    desktop: '/images/info/how-it-works-desktop.svg',
    alt: 'Four steps: 1. Join: choose a 6, 12 or 24 month membership. 2. Get alerts: real-time trades with entry, stop loss and risk. 3. Learn in the community: ask questions and study each trade. 4. Grow: trade with discipline and build your skills.',
  },
};

// ---------- Legal pages ----------

const LegalSectionSchema = z.object({
  heading: text,
  paragraphs: z.array(text),
  /** Shown as a bulleted list after the paragraphs. */
  points: z.array(text),
});

export const LegalDocSchema = z.object({
  title: text,
  /** "Last updated" line, free text so the operator writes the date as they like. */
  updated: text,
  summary: text,
  sections: z.array(LegalSectionSchema).min(1),
});
export type LegalDoc = z.infer<typeof LegalDocSchema>;

export const LegalContentSchema = z.object({
  refundPolicy: LegalDocSchema.extend({ badge: z.object({ value: text, label: text }) }),
  privacyPolicy: LegalDocSchema,
  disclaimer: LegalDocSchema,
  terms: LegalDocSchema,
});
export type LegalContent = z.infer<typeof LegalContentSchema>;

const UPDATED = 'Last updated: 1 November 2026';
const CONTACT = 'support@thelazytrader.example';

const refundPolicy: LegalContent['refundPolicy'] = {
  title: 'Refund Policy',
  updated: UPDATED,
  summary:
    'If the membership is not right for you, ask within 7 calendar days of payment and we refund you in full, less the charges we cannot recover.',
  badge: { value: '7', label: 'Day Money-Back' },
  sections: [
    {
      heading: 'Full refund within 7 days',
      paragraphs: [
        'You may cancel a new membership and ask for a full refund within 7 calendar days from the date of payment. The 7 days include weekends and public holidays.',
      ],
      points: [
        'The request must reach us within the 7 days; requests made later cannot be accepted.',
        'A refund ends the membership: access to the alerts channel, the community, the apps and any included course is removed.',
        'One refund per person; a second membership bought after a refund is not refundable.',
      ],
    },
    {
      heading: 'What is not refunded',
      paragraphs: [
        'The convenience fee and GST charged by the bank, card network or payment gateway are not refunded, because they are collected by them and not by us.',
      ],
      points: [],
    },
    {
      heading: 'If you unlocked the free course videos',
      paragraphs: [
        'Plans that include free course videos keep those videos locked during the first 7 days. If you chose to unlock them before asking for a refund, the refund is 80% of the amount paid, as the course content has already been delivered.',
      ],
      points: [],
    },
    {
      heading: 'How to ask for a refund',
      paragraphs: [`Write to ${CONTACT} from your registered e-mail address with your name, registered phone number and payment ID.`],
      points: [
        'We confirm the request within 2 working days.',
        'Approved refunds go back to the original payment method; banks usually take 5 to 10 working days to show the credit.',
        'Payments made through EMI are refunded to the card or bank, which then closes or adjusts the EMI under its own terms.',
      ],
    },
    {
      heading: 'Renewals and courses',
      paragraphs: [
        'The 7-day window applies to the first purchase of a membership. Renewals and separately bought courses are not refundable once access has been given, except where the law requires otherwise.',
      ],
      points: [],
    },
  ],
};

const privacyPolicy: LegalDoc = {
  title: 'Privacy Policy',
  updated: UPDATED,
  summary:
    'This policy explains what personal data The Lazy Trader collects, why, how long we keep it and the choices you have. It follows the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.',
  sections: [
    {
      heading: 'Data we collect',
      paragraphs: ['We collect only what we need to run the membership:'],
      points: [
        'Account details: name, e-mail address, phone number and password (stored only as a secure hash).',
        'Investor profile you choose to share: portfolio size, experience and investing preference.',
        'Payment details: order and transaction IDs and plan. Card, UPI and bank details are handled by our payment partner and never reach our servers.',
        'Messages you send us through the contact form, e-mail or messaging apps, and webinar or e-book registrations.',
        'Technical data: device and browser type, pages visited and approximate location from your IP address, collected through cookies and analytics tools.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [],
      points: [
        'To create and manage your membership, give access to the alerts, community, apps and courses, and process payments and refunds.',
        'To send service messages such as payment receipts, renewal reminders and password resets.',
        'To send newsletters and offers, which you can unsubscribe from at any time.',
        'To answer your questions, prevent fraud and misuse, and keep the service secure.',
        'To understand how the site is used and improve it, including through analytics and advertising partners.',
        'To meet our legal, tax and accounting duties.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We do not sell your personal data. We share it only with service providers who work for us under contract, such as payment gateways, hosting, e-mail and messaging providers, and analytics and advertising services, and with authorities when the law requires it.',
      ],
      points: [],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use cookies and similar storage to keep you signed in, remember your choices and measure visits. You can block or delete cookies in your browser; some features may then stop working.',
      ],
      points: [],
    },
    {
      heading: 'Retention and security',
      paragraphs: [
        'We keep account data while your account is active and afterwards only as long as needed for legal, tax or dispute purposes. We protect data with encryption in transit, hashed passwords, access controls and regular reviews, but no system is completely secure.',
      ],
      points: [],
    },
    {
      heading: 'Your rights',
      paragraphs: ['Subject to the law, you may:'],
      points: [
        'Ask for a summary of the personal data we hold about you.',
        'Ask us to correct, complete or update it.',
        'Ask us to erase it, or withdraw consent, where we are not required to keep it.',
        'Nominate another person to exercise your rights in case of death or incapacity.',
        'Raise a grievance with us and, if unresolved, with the Data Protection Board of India.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['The membership is meant for adults. We do not knowingly collect data from anyone under 18.'],
      points: [],
    },
    {
      heading: 'Grievance officer and contact',
      paragraphs: [
        `For questions, requests or complaints about your data, write to our Grievance Officer at ${CONTACT}. We acknowledge within 48 hours and aim to resolve within 30 days.`,
        'We may update this policy; the date above shows the latest version, and significant changes will be announced by e-mail or on the site.',
      ],
      points: [],
    },
  ],
};

const disclaimer: LegalDoc = {
  title: 'Disclaimer',
  updated: UPDATED,
  summary:
    '99% of traders lose money. Don’t be one of them. Everything we publish is for education only and is not investment advice.',
  sections: [
    {
      heading: 'Educational purpose only',
      paragraphs: [
        'All content on this website, in our apps, courses, webinars, newsletters, community and messaging channels is for educational and informational purposes only. Nothing in it is an offer, recommendation or solicitation to buy or sell any security, derivative or other financial instrument.',
      ],
      points: [],
    },
    {
      heading: 'Not a registered investment advisor',
      paragraphs: [
        'The Lazy Trader and its team are not registered with the Securities and Exchange Board of India (SEBI) as investment advisers or research analysts, nor with any similar regulator elsewhere. The trades we share are our own, shown to explain how we trade; they are not personalised advice and do not consider your finances, goals or risk tolerance.',
      ],
      points: [],
    },
    {
      heading: 'No guarantees',
      paragraphs: [
        'Trading and investing in stocks, futures and options involve substantial risk, including the loss of more than your initial capital in leveraged products. Past performance, including any returns, trades or figures shown on this site, does not guarantee future results.',
      ],
      points: [
        'Results shown are those of our experts or of individual members and are not typical.',
        'Prices, timing and slippage differ between traders, so your results will differ from ours.',
        'Any money-back guarantee refers only to our refund policy, not to trading profits.',
      ],
    },
    {
      heading: 'Your decisions, your responsibility',
      paragraphs: [
        'You alone decide whether to place any trade and in what size. Trade only with money you can afford to lose, and consult a SEBI-registered investment adviser before acting on anything you learn here. We are not liable for any loss arising from the use of our content.',
      ],
      points: [],
    },
    {
      heading: 'Third-party content',
      paragraphs: [
        'Links, charts, data and tools from third parties are provided for convenience. We do not control them and are not responsible for their accuracy or availability.',
      ],
      points: [],
    },
  ],
};

const terms: LegalDoc = {
  title: 'Terms and Conditions',
  updated: UPDATED,
  summary:
    'These terms are an agreement between you and The Lazy Trader for the use of our website, apps, community and paid membership. By registering or using the service you accept them.',
  sections: [
    {
      heading: 'The service',
      paragraphs: [
        'The Lazy Trader provides trading education: real-time alerts of our own trades, a members’ community, a watchlist, newsletters, mobile apps, webinars and video courses. The service is educational only; please read our Disclaimer.',
      ],
      points: [],
    },
    {
      heading: 'Eligibility and your account',
      paragraphs: [],
      points: [
        'You must be at least 18 years old and able to enter into a binding contract under Indian law.',
        'Give accurate details when you register and keep them up to date.',
        'Keep your password secret; you are responsible for everything done through your account.',
        'A membership is for one person. Sharing your login, alerts or course access is not allowed.',
      ],
    },
    {
      heading: 'Membership, payment and renewal',
      paragraphs: [
        'Memberships are sold for fixed periods (such as 6, 12 or 24 months) at the price shown at checkout, inclusive of applicable taxes unless stated otherwise. Payments are processed by our payment partner; EMI options are subject to your bank’s terms. A membership does not renew automatically; we remind you before it ends.',
      ],
      points: [],
    },
    {
      heading: 'Refunds',
      paragraphs: ['Refunds are governed by our Refund Policy, which forms part of these terms.'],
      points: [],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['When using the service, you agree not to:'],
      points: [
        'Copy, record, resell, forward or publish alerts, posts, courses or other member content.',
        'Post anything unlawful, abusive, misleading or promotional, or impersonate anyone.',
        'Offer tips, advisory or paid services to other members.',
        'Attempt to break, overload or gain unauthorised access to our systems.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'All content, trademarks, logos, videos and software belong to The Lazy Trader or its licensors. You receive a personal, non-transferable licence to use them for your own learning while your membership is active.',
      ],
      points: [],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'We may suspend or close an account that breaks these terms, without refund where the breach is serious, such as sharing paid content. You may stop using the service at any time.',
      ],
      points: [],
    },
    {
      heading: 'No advice and limitation of liability',
      paragraphs: [
        'We do not provide investment advice and make no promise of profit. To the extent the law allows, we are not liable for trading losses or indirect losses, and our total liability for any claim is limited to the fees you paid us in the 12 months before the claim.',
      ],
      points: [],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We may change these terms or the service. We will post the updated terms here and, for significant changes, tell members by e-mail. Continuing to use the service means you accept the new terms.',
      ],
      points: [],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of India. We will first try to resolve any dispute amicably; otherwise the courts at the place of our registered office have exclusive jurisdiction.',
        `Questions and grievances: ${CONTACT}.`,
      ],
      points: [],
    },
  ],
};

const legalSeed: LegalContent = { refundPolicy, privacyPolicy, disclaimer, terms };

// ---------- Funnel pages: /join-us and the /landing-page* variants ----------

export const FunnelCopySchema = z.object({
  eyebrow: text,
  headline: text,
  text,
  points: z.array(text).min(1).max(5),
  ctaLabel: text,
  note: text,
});
export type FunnelCopy = z.infer<typeof FunnelCopySchema>;

const joinUsSeed: FunnelCopy = {
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
  ebook: FunnelCopySchema.extend({ webinarLinkLabel: text }),
  webinar: FunnelCopySchema,
});
export type LandingVariantsContent = z.infer<typeof LandingVariantsContentSchema>;

const landingVariantsSeed: LandingVariantsContent = {
  main: {
    eyebrow: '99% of traders lose money',
    headline: 'Don’t be one of them',
    text: 'Learn to trade with discipline from traders who turned ₹2 lakh into ₹45.87 lakh in 3 years, and see every trade as they take it.',
    points: ['About 30 to 60 high-quality trades a year', 'Stop loss and risk stated with every alert', 'Memberships of 6, 12 and 24 months'],
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
