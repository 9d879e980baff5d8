import { z } from 'zod';
import { daysLeftInPeriod } from './india-time.ts';
import { PaymentProofSchema } from './orders.ts';

/**
 * Renew early (issue 15): a signed-in member pays for the next period before the current one ends.
 * POST /api/order/create with `purpose: 'renewal'` bills the bearer; POST /api/user/renewEarly with
 * the payment's proof adds the period, starting where the member's last period ends.
 */
export const RenewEarlySchema = PaymentProofSchema;
export type RenewEarlyInput = z.infer<typeof RenewEarlySchema>;

export const RENEW_EARLY_MSG = {
  success: 'Membership renewed. Your new period starts when the current one ends.',
} as const;

/** The user dashboard offers "Renew now" in a period's last 30 days; the profile, any time. */
export const RENEW_NOW_DASHBOARD_DAYS = 30;

/**
 * Whether "Renew now" shows: for members (not admins) whose period has not ended, on the profile
 * always, on the dashboard only while the period's last day is within RENEW_NOW_DASHBOARD_DAYS
 * India days, today included.
 */
export function showRenewNow(
  o: { userType: 'normal' | 'admin'; currentEnd: string | null | undefined; where: 'profile' | 'dashboard' },
  now: Date = new Date(),
): boolean {
  if (o.userType === 'admin' || !o.currentEnd) return false;
  const end = new Date(o.currentEnd);
  if (Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()) return false;
  return o.where === 'profile' || daysLeftInPeriod(now, end) < RENEW_NOW_DASHBOARD_DAYS;
}
