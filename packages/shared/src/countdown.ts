import type { PlanConfig } from './plans.ts';
import { msToEndOfDayIst } from './india-time.ts';

/** Seconds left on a countdown to `expiry`; negative once past. */
export const secondsLeft = (now: Date, expiry: Date) => Math.floor((expiry.getTime() - now.getTime()) / 1000);

/** HH, MM and SS, zero-padded, of a duration in milliseconds (never negative; hours may pass 24). */
export function hms(ms: number): [string, string, string] {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(Math.floor(total / 3600)), pad(Math.floor((total % 3600) / 60)), pad(total % 60)];
}

/** HH:MM:SS for a countdown of `seconds` (never negative). */
export const formatCountdown = (seconds: number): string => hms(seconds * 1000).join(':');

/** What a countdown shows at a moment, and whether its page reloads now. */
export interface OfferCountdown {
  /** Shown while the offer is not expired (spec §4 Offer countdown). */
  visible: boolean;
  /** HH:MM:SS to the offer's end; 00:00:00 once past. */
  label: string;
  /** The spec's reload rule for this countdown has fired (decision 0013). */
  reload: boolean;
}

/** The plans page reloads when its countdown runs this far past expiry (site-and-admin §4). */
export const OFFER_RELOAD_AFTER_SECONDS = 1200;

/** Plans page (site-and-admin §4 Offer countdown): to the plan config's expiry; reloads 1200 s past it. */
export function offerCountdown(config: Pick<PlanConfig, 'expired' | 'expiry'>, now: Date): OfferCountdown {
  const left = secondsLeft(now, new Date(config.expiry));
  return {
    visible: !config.expired,
    label: formatCountdown(left),
    reload: !config.expired && left <= -OFFER_RELOAD_AFTER_SECONDS,
  };
}

/**
 * Webinar page (site-and-admin §2, §4 Webinar date): to the end of today in India; the page
 * reloads when the countdown's fifth value, the milliseconds left, is under 1200, i.e. as the
 * India day rolls over (decision 0013).
 */
export const WEBINAR_RELOAD_UNDER_MS = 1200;

export function webinarCountdown(now: Date): OfferCountdown {
  const left = msToEndOfDayIst(now);
  return { visible: true, label: hms(left).join(':'), reload: left < WEBINAR_RELOAD_UNDER_MS };
}
