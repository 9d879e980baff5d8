import type { SubscriptionAnalytics } from '@tlt/shared/back-office/analytics';
import type { Db } from '../../db/client.ts';
import { analyticsClasses } from './classes.ts';
import { subscriptionFigures } from './figures.ts';
import { indiaWindow } from './india-window.ts';

export { sendRenewalReminder } from './reminder.ts';

/** GET /api/user/analytics (issue 13 §6): community.md §4's classes and the subscription figures, as of `now`. */
export async function subscriptionAnalytics(db: Db, now = new Date()): Promise<SubscriptionAnalytics> {
  const w = indiaWindow(now);
  const [classes, figures] = await Promise.all([analyticsClasses(db, w), subscriptionFigures(db, w)]);
  return { asOf: now.toISOString(), today: w.today, month: w.month, classes, ...figures };
}
