import { CONTENT } from '@tlt/shared/content/index';
import {
  INVOICE_SELLER_ITEM, LAUNCH_PLACEHOLDERS, type LaunchChecklist, placeholderHref, placeholderInPlace,
} from '@tlt/shared/content/launch-checklist';
import type { Db } from '../../db/client.ts';
import { invoiceSettings } from '../billing/index.ts';
import { rawContentValues } from '../content-values/service.ts';

/**
 * The launch checklist (issue 14 §3, decision 0036): each placeholder the seeds ship with, judged by
 * the one rule in @tlt/shared/content/launch-checklist against what the content store holds now,
 * after the seller's details the tax invoices print (the billing module's own `complete`), which come first.
 */
export async function launchChecklist(db: Db): Promise<LaunchChecklist> {
  const keys = [...new Set(LAUNCH_PLACEHOLDERS.map((r) => r.key))];
  const [values, invoice] = await Promise.all([rawContentValues(db, keys), invoiceSettings(db)]);
  // The seller's details first: invoices cannot be issued without them (issue 26 §8).
  const items = [
    { ...INVOICE_SELLER_ITEM, pending: !invoice.complete },
    ...LAUNCH_PLACEHOLDERS.map((rule) => ({
      id: rule.id,
      label: rule.label,
      pending: placeholderInPlace(rule, values[rule.key], CONTENT[rule.key].seed),
      href: placeholderHref(rule),
    })),
  ];
  return { items, pending: items.filter((i) => i.pending).length };
}
