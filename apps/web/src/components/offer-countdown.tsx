import { useEffect, type ReactNode } from 'react';
import { TimerReset } from 'lucide-react';
import type { OfferCountdown as Countdown } from '@tlt/shared/countdown';
import { indiaDate } from '@tlt/shared/india-time';
import { reloadPage } from '../lib/reload-page.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useNow } from '../lib/use-now.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** Drawn in the timer's place until the page has hydrated: a server-rendered (cached) page's seconds would be stale. */
const NOT_YET = '--:--:--';

/**
 * One reload per countdown end and India day: after the reload the rule may still hold (a
 * server that has not rolled the offer over, the last second of the day), and must not loop.
 */
function reloadOnce(key: string): void {
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  reloadPage();
}

interface OfferCountdownProps {
  /** The page's countdown at a moment (shared `offerCountdown` or `webinarCountdown`). */
  countdown: (now: Date) => Countdown;
  /** What the countdown ends at, so a reload for it happens once. */
  reloadKey: string;
  /** The offer's words before the timer. */
  lead: ReactNode;
  /** A card on the plans page, a bar across the top of the webinar page. */
  tone: 'card' | 'bar';
}

/** "Offer ends in HH:MM:SS", ticking each second; reloads the page when the spec's rule for it fires (decision 0013). */
export function OfferCountdown({ countdown, reloadKey, lead, tone }: OfferCountdownProps) {
  const { t } = useLingui();
  const now = useNow();
  const hydrated = useHydrated();
  const { visible, reload, ...shown } = countdown(now);
  const label = hydrated ? shown.label : NOT_YET;
  const key = `offer-reload:${reloadKey}:${indiaDate(now)}`;
  useEffect(() => {
    if (reload && hydrated) reloadOnce(key);
  }, [reload, hydrated, key]);
  if (!visible) return null;

  const timer = (
    <span role="timer" aria-label={t`Offer ends in ${label}`} className={tone === 'card' ? 'rounded-lg bg-white/10 px-3 py-1 font-mono text-lg font-bold text-white tabular-nums' : 'font-mono text-base tabular-nums'}>
      {label}
    </span>
  );
  if (tone === 'bar') {
    return (
      <div className="bg-red-600 px-4 py-2 text-center text-sm font-semibold text-white">
        {lead} {timer}
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 rounded-2xl bg-navy-950 px-5 py-4 text-center text-white shadow-lg sm:flex-row sm:justify-between sm:text-left">
      <p className="flex items-center gap-2 text-sm font-semibold md:text-base">
        <TimerReset className="size-5 shrink-0 text-emerald-300" aria-hidden />
        <span>{lead}</span>
      </p>
      <p className="flex shrink-0 items-center gap-2 text-sm whitespace-nowrap text-navy-200">
        <Trans>Ends in {timer}</Trans>
      </p>
    </div>
  );
}
