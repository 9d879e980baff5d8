import type { DayStyle } from '@tlt/shared/period-dates';
import * as shared from '@tlt/shared/period-dates';
import { currentLocale, translateShared } from './i18n.ts';

/**
 * The paid period's dates and the plan's name as the page's language writes them (issue 30 §1):
 * what they mean is packages/shared/src/period-dates.ts's, one meaning for every screen, mail and
 * export; this only passes the language ("27 नवंबर 2026", "छमाही").
 */
export type { DayStyle };

export const formatDay = (day: string, style: DayStyle): string => shared.formatDay(day, style, currentLocale());
export const formatPeriodEnd = (end: Date | string, style: DayStyle): string => shared.formatPeriodEnd(end, style, currentLocale());
export const formatPeriodStart = (start: Date | string, style: DayStyle): string => shared.formatPeriodStart(start, style, currentLocale());

/** A plan's name (its `planType`, "Half-Yearly") in the page's language. */
export const planName = (planType: string): string => translateShared(planType);

/** A queued period as screens name it: "Next: Quarterly from 27 Nov 2027", "अगला: तिमाही, 27 नव॰ 2027 से". */
export const nextPeriodLabel = (next: { planType: string; startDate: Date | string }): string =>
  translateShared(shared.NEXT_PERIOD, { plan: planName(next.planType), date: formatPeriodStart(next.startDate, 'short') });
