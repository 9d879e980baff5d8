import { z } from 'zod';
import { paragraph, text } from './fields.ts';

/**
 * The legal pages (/refund-policy, /privacy-policy, /disclaimer, /terms-and-conditions). Long
 * because it is mostly the documents' text.
 */

const LegalSectionSchema = z.object({
  heading: text,
  paragraphs: z.array(paragraph),
  /** Shown as a bulleted list after the paragraphs. */
  points: z.array(paragraph),
});

export const LegalDocSchema = z.object({
  title: text,
  /** "Last updated" line, free text so the operator writes the date as they like. */
  updated: text,
  summary: paragraph,
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
// The support e-mail is the site's one setting (site.contact), shown on the Contact Us page: the
// documents point there rather than carry a copy of it (issue 26 §8).
const CONTACT = 'the e-mail address on our Contact Us page';

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
  // Its own date: consents to the privacy policy record this version (CONSENT_VERSIONS.privacy in account.ts).
  updated: 'Last updated: 24 November 2026',
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
      paragraphs: ['Subject to the law, you may do the following, most of it yourself on your profile page:'],
      points: [
        'See the personal data we hold about you: “Download my data” gives all of it as one file.',
        'Correct or update your name, mobile number and e-mail address.',
        'Erase your account: “Delete my account”, or write to us and we do it for you.',
        'Withdraw your consent to newsletters and offers at any time; we stop sending them at once.',
        'Nominate another person to exercise your rights in case of death or incapacity.',
        'Raise a grievance with us and, if unresolved, with the Data Protection Board of India.',
      ],
    },
    {
      heading: 'What we keep after you delete your account',
      paragraphs: [
        'When you delete your account we erase your name, e-mail address, phone number, profile picture, bio and investor profile, sign you out of every device, and delete your notifications, devices, likes, favourites, newsletter subscription and the messages and requests you sent us. You choose whether your posts and comments stay, shown as “Deleted member”, or are removed with the account.',
        'We keep only what the law requires or what proves we respected your choices:',
      ],
      points: [
        'Your payments, refunds and their GST tax invoices and credit notes, for as long as the tax laws require (under the GST law, 72 months from the due date of the annual return for the year). A tax invoice shows the name and e-mail address it was issued to; that is the only place they remain.',
        'The record that you gave and later withdrew your consents, with dates and versions, without your contact details.',
        'The log of changes made to the account, with your name, e-mail address and phone number removed from it.',
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
        'Memberships are sold for fixed periods (such as {planLengths} months) at the price shown at checkout, inclusive of applicable taxes unless stated otherwise. Payments are processed by our payment partner; EMI options are subject to your bank’s terms. A membership does not renew automatically; we remind you before it ends.',
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
        `Questions and grievances: write to ${CONTACT}.`,
      ],
      points: [],
    },
  ],
};

export const legalSeed: LegalContent = { refundPolicy, privacyPolicy, disclaimer, terms };
