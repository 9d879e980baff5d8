import { positionSize } from '@tlt/shared/position-size';
import { formatRupees } from '@tlt/shared/money-format';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type Translate = (descriptor: MessageDescriptor) => string;

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
// Named for the messages' placeholders.
const riskPercent = EXAMPLE.riskPercent;
const riskAmount = inr(example.riskAmount);
const riskPerUnit = inr(example.riskPerUnit);
const stopLoss = inr(EXAMPLE.stopLoss);
const quantity = example.quantity;

/** Each text in the page's language: `t` is the page's (useLingui), the English is written here as the spec has it. */
export function termsSteps(t: Translate): readonly TermsStep[] {
  return [
  {
    id: 'style',
    label: t(msg`Our trading style`),
    title: t(msg`A note on how we trade`),
    blocks: [
      {
        kind: 'paragraph',
        text: t(msg`The Lazy Trader is built around patient, rule-based trading: a few well-planned swing and positional trades instead of watching the screen all day. Every idea shared here should say why to enter, where the target is and, above all, where the stop loss is, decided before the trade is taken.`),
      },
      {
        kind: 'paragraph',
        text: t(msg`The most important number in a trade is not the target. It is how much you lose if you are wrong. We size every position so that a trade stopped out costs a small, fixed share of capital: usually 1%, and never more than 2%.`),
      },
      {
        kind: 'formula',
        label: t(msg`Position size`),
        text: t(msg`Number of shares = Capital × Risk % ÷ (Entry price − Stop loss)`),
      },
      {
        kind: 'example',
        title: t(msg`A worked example`),
        rows: [
          { label: t(msg`Capital`), value: inr(EXAMPLE.portfolio) },
          { label: t(msg`Risk per trade`), value: t(msg`${riskPercent}% = ${riskAmount}`) },
          { label: t(msg`Entry price`), value: inr(EXAMPLE.entry) },
          { label: t(msg`Stop loss`), value: t(msg`${stopLoss} (${riskPerUnit} risk per share)`) },
        ],
        result: t(msg`${riskAmount} ÷ ${riskPerUnit} = ${quantity} shares. If the stop is hit you lose ${riskAmount}, 1% of your capital, and you are ready for the next trade.`),
      },
      {
        kind: 'points',
        items: [
          t(msg`Round the result down, never up.`),
          t(msg`If it comes to less than one share, the trade is too big for your account: lower the risk or let it go.`),
          t(msg`Ideas in the community, ours included, show what someone else does with their own money. Size them for yours; the Shares Calculator in the menu does the arithmetic.`),
        ],
      },
    ],
  },
  {
    id: 'disclaimer',
    label: t(msg`Disclaimer`),
    title: t(msg`Please read this disclaimer`),
    blocks: [
      {
        kind: 'points',
        items: [
          t(msg`The Lazy Trader and its team are not registered with SEBI or any other regulator as investment advisers or research analysts.`),
          t(msg`Everything in this community, including posts, comments, watchlists and trade wisdom, is for education only. It is not investment advice and not a recommendation to buy, sell or hold any security.`),
          t(msg`Trading in stocks, futures, options, commodities and currencies carries real risk, including losing more than you put in with leveraged products. Past results do not promise future ones.`),
          t(msg`You alone decide whether to take a trade and in what size. Trade only with money you can afford to lose.`),
          t(msg`Your membership is a paid, single-user membership: it is for you only. Sharing your login or passing on community content to others is not allowed and may close your account without a refund.`),
        ],
      },
    ],
  },
  {
    id: 'rules',
    label: t(msg`Community rules`),
    title: t(msg`Community rules`),
    blocks: [
      { kind: 'paragraph', text: t(msg`The community works because members share honestly and treat each other well. By joining, you agree to:`) },
      {
        kind: 'points',
        items: [
          t(msg`Post trade ideas with a chart and a clear stop loss, and risk no more than 2% of capital on any one of them.`),
          t(msg`Share your own analysis. No tips for money, paid groups, referral links or advertising.`),
          t(msg`Be respectful. Disagree with the idea, not the person; no abuse, harassment or personal attacks.`),
          t(msg`Keep what is shared here inside the community: do not copy, forward or publish posts, charts or comments elsewhere.`),
          t(msg`Post nothing false or misleading, and no rumours meant to move a price.`),
          t(msg`Understand that posts by members are reviewed before they appear, and that admins may remove any post or comment that breaks these rules.`),
        ],
      },
    ],
  },
  ];
}

export function termsCopy(t: Translate) {
  return {
  pageTitle: t(msg`Community terms and conditions`),
  pageDescription: t(msg`Our trading style, the disclaimer and the community rules, to read and accept before joining the community.`),
  heading: t(msg`Before you join the community`),
  headingAgreed: t(msg`Community terms and conditions`),
  intro: t(msg`Three short steps: how we size trades, what this community is not, and the rules we all keep.`),
  checkbox: t(msg`I have read and agree to the terms and conditions, the disclaimer and the community rules.`),
  alreadyAgreed: t(msg`You have already accepted these terms. Read them again any time, or go straight to the community.`),
  next: t(msg`Next`),
  back: t(msg`Back`),
  agree: t(msg`Agree`),
  agreeing: t(msg`Agreeing…`),
  goToCommunity: t(msg`Go to community page`),
  } as const;
}
