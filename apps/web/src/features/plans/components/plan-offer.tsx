import { offerCountdown } from '@tlt/shared/countdown';
import { OfferCountdown } from '../../../components/offer-countdown.tsx';
import { usePlanConfig } from '../api/get-plan-config.ts';
import { Trans } from '@lingui/react/macro';

/** Spec §4 Offer countdown: today's offer and the time to its end, while the offer is on. */
export function PlanOffer() {
  const { data: config } = usePlanConfig();
  // Its room is kept while the config loads (the offer runs most of the day), so the page does not jump when it shows.
  if (!config) return <div aria-hidden className="mx-auto h-[7.5rem] w-full max-w-3xl sm:h-[5.0625rem]" />;
  const { discount, code } = config;
  const lead = (
    <>
      <Trans>Limited-time offer</Trans>
      {discount > 0 && <Trans>: {discount}% off plans over 6 months</Trans>}
      {code && (
        <span className="ml-1 text-navy-200">
          <Trans>
            (code <span translate="no" className="font-mono text-emerald-300">{code}</span>)
          </Trans>
        </span>
      )}
    </>
  );
  return <OfferCountdown tone="card" countdown={(now) => offerCountdown(config, now)} reloadKey={config.expiry} lead={lead} />;
}
