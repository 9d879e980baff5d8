import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the admin typed in the amount field: rupees with at most two decimals (paise), more than zero. */
export type ParsedRupees = { ok: true; paise: number } | { ok: false; error: MessageDescriptor };

export function parseRupees(text: string): ParsedRupees {
  const t = text.trim().replace(/,/g, '');
  // Spec §5: "Refund: amount required to confirm."
  if (!t) return { ok: false, error: msg`Amount is required` };
  if (!/^\d+(\.\d{1,2})?$/.test(t)) {
    return /^\d+\.\d{3,}$/.test(t)
      ? { ok: false, error: msg`The amount can have at most two decimals (paise)` }
      : { ok: false, error: msg`Enter the amount in rupees, e.g. 17999 or 143.50` };
  }
  const [whole, frac = ''] = t.split('.');
  const paise = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (paise <= 0) return { ok: false, error: msg`The amount must be more than zero` };
  return { ok: true, paise };
}
