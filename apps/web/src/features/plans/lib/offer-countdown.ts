import { OFFER_RELOAD_AFTER_SECONDS, type PlanConfig } from '@tlt/shared/plans';
import { formatCountdown, secondsLeft } from '@tlt/shared/pricing';

export interface OfferCountdown {
  /** Shown while the offer is not expired (spec §4 Offer countdown). */
  visible: boolean;
  /** HH:MM:SS to the offer's end; 00:00:00 once past. */
  label: string;
  /** 1200 s past the end the page reloads to pick up tomorrow's offer. */
  reload: boolean;
}

export function offerCountdown(config: Pick<PlanConfig, 'expired' | 'expiry'>, now: Date): OfferCountdown {
  const left = secondsLeft(now, new Date(config.expiry));
  return {
    visible: !config.expired,
    label: formatCountdown(left),
    reload: !config.expired && left <= -OFFER_RELOAD_AFTER_SECONDS,
  };
}
