import { Calculator } from 'lucide-react';
import type { Post } from '@tlt/shared/community';
import { useCalculator } from '../../../components/calculator/calculator-provider.tsx';

/**
 * "Size this trade" (issue 11): opens the calculator with the post's stop loss and first target
 * filled in; the member adds capital (remembered) and entry. Only for posts with a stop loss.
 */
export function SizeTradeButton({ post }: { post: Pick<Post, 'stopLoss' | 'targetPrice1'> }) {
  const calculator = useCalculator();
  if (post.stopLoss === null) return null;
  const stopLoss = post.stopLoss;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={calculator.preload}
      onFocus={calculator.preload}
      onClick={() => calculator.open({ stopLoss, target: post.targetPrice1 ?? undefined })}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3 text-sm font-semibold text-emerald-900 transition-colors hover:bg-emerald-100"
    >
      <Calculator className="size-4" aria-hidden /> Size this trade
    </button>
  );
}
