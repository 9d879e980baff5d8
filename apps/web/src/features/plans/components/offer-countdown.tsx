import { useEffect } from 'react';
import { TimerReset } from 'lucide-react';
import { useNow } from '../../../lib/use-now.ts';
import { usePlanConfig } from '../api/get-plan-config.ts';
import { offerCountdown } from '../lib/offer-countdown.ts';

/** One reload per offer end, so a server that has not rolled the offer over cannot cause a loop. */
function reloadOnce(expiry: string): void {
  const key = `offer-reload:${expiry}`;
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  window.location.reload();
}

/** Spec §4 Offer countdown: HH:MM:SS to today's offer end, while the offer is on. */
export function OfferCountdown() {
  const { data: config } = usePlanConfig();
  const now = useNow();
  const state = config ? offerCountdown(config, now) : null;
  const reload = state?.reload ?? false;
  const expiry = config?.expiry;

  useEffect(() => {
    if (reload && expiry) reloadOnce(expiry);
  }, [reload, expiry]);

  // Its room is kept while the config loads (the offer runs most of the day), so the page does not jump when it shows.
  if (!config) return <div aria-hidden className="mx-auto h-[7.5rem] w-full max-w-3xl sm:h-[5.0625rem]" />;
  if (!state?.visible) return null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 rounded-2xl bg-navy-950 px-5 py-4 text-center text-white shadow-lg sm:flex-row sm:justify-between sm:text-left">
      <p className="flex items-center gap-2 text-sm font-semibold md:text-base">
        <TimerReset className="size-5 shrink-0 text-emerald-300" aria-hidden />
        <span>
          Limited-time offer
          {config.discount > 0 && <>: {config.discount}% off plans over 6 months</>}
          {config.code && (
            <span className="ml-1 text-navy-200">
              (code <span className="font-mono text-emerald-300">{config.code}</span>)
            </span>
          )}
        </span>
      </p>
      <p className="flex shrink-0 items-center gap-2 text-sm whitespace-nowrap text-navy-200">
        Ends in
        <span role="timer" aria-label={`Offer ends in ${state.label}`} className="rounded-lg bg-white/10 px-3 py-1 font-mono text-lg font-bold text-white tabular-nums">
          {state.label}
        </span>
      </p>
    </div>
  );
}
