import { z } from 'zod';
import { imageField, ui } from '../widgets.ts';
import { paragraph, text } from './fields.ts';

/** The How It Works page (/how-it-works): the two image variants and their description. */

export const HowItWorksContentSchema = z.object({
  title: text,
  image: z.object({
    mobile: ui(imageField, { title: 'Image for phones' }),
    desktop: ui(imageField, { title: 'Image for larger screens' }),
    alt: ui(paragraph, { title: 'What the image says (for screen readers)' }),
  }),
});
export type HowItWorksContent = z.infer<typeof HowItWorksContentSchema>;

export const howItWorksSeed: HowItWorksContent = {
  title: 'How It Works',
  image: {
    mobile: '/images/info/how-it-works-mobile.svg',
    desktop: '/images/info/how-it-works-desktop.svg',
    alt: 'Four steps: 1. Join: choose a {planLengths} month membership. 2. Get alerts: real-time trades with entry, stop loss and risk. 3. Learn in the community: ask questions and study each trade. 4. Grow: trade with discipline and build your skills.',
  },
};
