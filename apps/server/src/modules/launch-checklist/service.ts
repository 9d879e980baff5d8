import { CONTENT, CONTENT_KEYS } from '@tlt/shared/content/index';
import { fieldTitleAt, missingHindi, textMaskOf } from '@tlt/shared/content/in-hindi';
import {
  hindiFieldHref, INVOICE_SELLER_ITEM, LAUNCH_PLACEHOLDERS, type LaunchChecklist, type NotInHindiItem, placeholderHref, placeholderInPlace,
} from '@tlt/shared/content/launch-checklist';
import type { Db } from '../../db/client.ts';
import { invoiceSettings } from '../billing/index.ts';
import { rawContentPairs, rawContentValues } from '../content-values/service.ts';

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
  return { items, pending: items.filter((i) => i.pending).length, notInHindi: await notInHindi(db) };
}

/** Every text field of every key whose Hindi is empty, in the editor's order (issue 30 §4). */
async function notInHindi(db: Db): Promise<NotInHindiItem[]> {
  const pairs = await rawContentPairs(db, CONTENT_KEYS);
  return CONTENT_KEYS.flatMap((key) => {
    const { schema, title } = CONTENT[key];
    return missingHindi(textMaskOf(schema), pairs[key].value, pairs[key].hi)
      .map((path) => ({ key, path, label: `${title} › ${fieldTitleAt(schema, path)}`, href: hindiFieldHref(key, path) }));
  });
}
