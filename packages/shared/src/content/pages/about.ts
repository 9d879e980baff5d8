import { z } from 'zod';
import { imageField, orNone, ui } from '../widgets.ts';
import { HeadedCardsSchema, HeadedParagraphsSchema, paragraph, text } from './fields.ts';

/** The About Us page (/about-us): who we are, values, what we do, offer, team and call to action. */

export const AboutContentSchema = z.object({
  title: text,
  intro: paragraph,
  whoWeAre: HeadedParagraphsSchema,
  values: HeadedCardsSchema,
  whatWeDo: HeadedParagraphsSchema,
  offer: HeadedCardsSchema,
  team: z.object({
    heading: text,
    intro: paragraph,
    members: z.array(z.object({ name: text, role: text, bio: paragraph, image: ui(orNone(imageField), { help: 'Leave empty to show the initials.' }) })),
  }),
  cta: z.object({ heading: text, text: paragraph, label: text }),
});
export type AboutContent = z.infer<typeof AboutContentSchema>;

export const aboutSeed: AboutContent = {
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
        text: 'A membership costs less than many single courses, and plans of {planLengths:12+} months include the beginner course free.',
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
