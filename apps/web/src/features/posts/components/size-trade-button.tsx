import { Calculator } from 'lucide-react';
import type { Post } from '@tlt/shared/community';
import { tradeSetupForPost } from '@tlt/shared/trade-setup';
import { OpenCalculatorButton } from '../../../components/calculator/open-calculator-button.tsx';
import { Trans } from '@lingui/react/macro';

/**
 * "Size this trade" (issues 11, 26): opens the calculator in the mode the post's instrument
 * decides (a Gold post in Commodities with the Gold contract), with the post's entry, stop loss,
 * first target and risk filled in; the member adds capital (remembered). Only for posts with a stop loss.
 */
export function SizeTradeButton({ post }: { post: Pick<Post, 'title' | 'tags' | 'entryPrice' | 'stopLoss' | 'targetPrice1' | 'risk'> }) {
  if (post.stopLoss === null) return null;
  return (
    <OpenCalculatorButton
      prefill={() => tradeSetupForPost(post)}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3 text-sm font-semibold text-emerald-900 transition-colors hover:bg-emerald-100"
    >
      <Calculator className="size-4" aria-hidden /> <Trans>Size this trade</Trans>
    </OpenCalculatorButton>
  );
}
