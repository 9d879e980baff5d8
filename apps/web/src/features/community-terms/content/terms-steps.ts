import { positionSize } from '@tlt/shared/position-size';
import { formatRupees } from '@tlt/shared/money-format';

/**
 * The copy of the community terms wizard (community.md §2): three steps, each a title and
 * blocks of text. Kept here, not in the JSX, so it can be read and edited as one document.
 */
export type TermsBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'points'; items: readonly string[] }
  | { kind: 'formula'; label: string; text: string }
  | { kind: 'example'; title: string; rows: readonly { label: string; value: string }[]; result: string };

export interface TermsStep {
  id: 'style' | 'disclaimer' | 'rules';
  /** Short name in the step indicator. */
  label: string;
  title: string;
  blocks: readonly TermsBlock[];
}

const inr = formatRupees;

/** The worked example of step 1, computed by the calculator's own function so the two never disagree. */
export const EXAMPLE = { portfolio: 100_000, riskPercent: 1, entry: 100, stopLoss: 95 } as const;
const example = positionSize(EXAMPLE)!;

export const TERMS_STEPS: readonly TermsStep[] = [
  {
    id: 'style',
    label: 'Our trading style',
    title: 'A note on how we trade',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The Lazy Trader is built around patient, rule-based trading: a few well-planned swing and positional trades instead of watching the screen all day. Every idea shared here should say why to enter, where the target is and, above all, where the stop loss is, decided before the trade is taken.',
      },
      {
        kind: 'paragraph',
        text: 'The most important number in a trade is not the target. It is how much you lose if you are wrong. We size every position so that a trade stopped out costs a small, fixed share of capital: usually 1%, and never more than 2%.',
      },
      {
        kind: 'formula',
        label: 'Position size',
        text: 'Number of shares = Capital × Risk % ÷ (Entry price − Stop loss)',
      },
      {
        kind: 'example',
        title: 'A worked example',
        rows: [
          { label: 'Capital', value: inr(EXAMPLE.portfolio) },
          { label: 'Risk per trade', value: `${EXAMPLE.riskPercent}% = ${inr(example.riskAmount)}` },
          { label: 'Entry price', value: inr(EXAMPLE.entry) },
          { label: 'Stop loss', value: `${inr(EXAMPLE.stopLoss)} (${inr(example.riskPerUnit)} risk per share)` },
        ],
        result: `${inr(example.riskAmount)} ÷ ${inr(example.riskPerUnit)} = ${example.quantity} shares. If the stop is hit you lose ${inr(example.riskAmount)}, 1% of your capital, and you are ready for the next trade.`,
      },
      {
        kind: 'points',
        items: [
          'Round the result down, never up.',
          'If it comes to less than one share, the trade is too big for your account: lower the risk or let it go.',
          'Ideas in the community, ours included, show what someone else does with their own money. Size them for yours; the Shares Calculator in the menu does the arithmetic.',
        ],
      },
    ],
  },
  {
    id: 'disclaimer',
    label: 'Disclaimer',
    title: 'Please read this disclaimer',
    blocks: [
      {
        kind: 'points',
        items: [
          'The Lazy Trader and its team are not registered with SEBI or any other regulator as investment advisers or research analysts.',
          'Everything in this community, including posts, comments, watchlists and trade wisdom, is for education only. It is not investment advice and not a recommendation to buy, sell or hold any security.',
          'Trading in stocks, futures, options, commodities and currencies carries real risk, including losing more than you put in with leveraged products. Past results do not promise future ones.',
          'You alone decide whether to take a trade and in what size. Trade only with money you can afford to lose.',
          'Your membership is a paid, single-user membership: it is for you only. Sharing your login or passing on community content to others is not allowed and may close your account without a refund.',
        ],
      },
    ],
  },
  {
    id: 'rules',
    label: 'Community rules',
    title: 'Community rules',
    blocks: [
      { kind: 'paragraph', text: 'The community works because members share honestly and treat each other well. By joining, you agree to:' },
      {
        kind: 'points',
        items: [
          'Post trade ideas with a chart and a clear stop loss, and risk no more than 2% of capital on any one of them.',
          'Share your own analysis. No tips for money, paid groups, referral links or advertising.',
          'Be respectful. Disagree with the idea, not the person; no abuse, harassment or personal attacks.',
          'Keep what is shared here inside the community: do not copy, forward or publish posts, charts or comments elsewhere.',
          'Post nothing false or misleading, and no rumours meant to move a price.',
          'Understand that posts by members are reviewed before they appear, and that admins may remove any post or comment that breaks these rules.',
        ],
      },
    ],
  },
];

export const TERMS_COPY = {
  pageTitle: 'Community terms and conditions',
  pageDescription: 'Our trading style, the disclaimer and the community rules, to read and accept before joining the community.',
  heading: 'Before you join the community',
  headingAgreed: 'Community terms and conditions',
  intro: 'Three short steps: how we size trades, what this community is not, and the rules we all keep.',
  checkbox: 'I have read and agree to the terms and conditions, the disclaimer and the community rules.',
  alreadyAgreed: 'You have already accepted these terms. Read them again any time, or go straight to the community.',
  next: 'Next',
  back: 'Back',
  agree: 'Agree',
  agreeing: 'Agreeing…',
  goToCommunity: 'Go to community page',
} as const;
