import { z } from 'zod';
import { emailContentField, orNone, ui } from '../widgets.ts';
import { paragraph, text } from './fields.ts';

/** The FAQs page (/faqs): questions and answers, the join button and the contact line. */

export const FaqsContentSchema = z.object({
  title: text,
  intro: paragraph,
  items: z.array(z.object({ question: text, answer: paragraph })).min(1),
  joinLabel: text,
  contactText: paragraph,
  contactEmail: ui(orNone(emailContentField), { title: 'Contact e-mail', help: 'Leave empty to show the support e-mail.' }),
});
export type FaqsContent = z.infer<typeof FaqsContentSchema>;

export const faqsSeed: FaqsContent = {
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
      answer: 'You can choose a membership of {planLengths} months. Longer plans cost less per month.',
    },
    {
      question: 'Is the beginner course included?',
      answer:
        'Yes, the beginner course is free for members on plans of {planLengths:12+} months. Members on shorter plans can buy it separately.',
    },
    {
      question: 'Can I pay in EMIs?',
      answer:
        'Yes. Plans of {planLengths:emi} months can be paid in EMIs, with no-cost EMI on plans of {planLengths:noCostEmi} months, on the banks and cards our payment partner supports. No-cost EMI is available only for tenures of up to 6 months.',
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
  contactEmail: 'support@example.com',
};
