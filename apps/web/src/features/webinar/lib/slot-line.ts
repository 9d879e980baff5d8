import { t } from '@lingui/core/macro';
import { webinarSlotText } from '@tlt/shared/webinar-date';
import { formatIndiaDate } from '../../../lib/format-date.ts';

/**
 * The slot as the funnel's pages state it, in the page's language: the admin's custom text when one
 * is set (shared webinarSlotText's rule), else "7 PM, Sunday, 23 November 2026" on India's calendar
 * ("रविवार, शाम 7 बजे, 23 नवंबर 2026" on Hindi pages).
 */
export function webinarSlotLine(slot: Date, customText?: string | null): string {
  if (customText?.trim()) return webinarSlotText(slot, customText);
  const date = formatIndiaDate(slot);
  return t`7 PM, Sunday, ${date}`;
}
