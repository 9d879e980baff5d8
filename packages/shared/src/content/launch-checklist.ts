import { z } from 'zod';
import type { PlaceholderRule } from './placeholders.ts';

export * from './placeholders.ts';

/**
 * The launch checklist (issue 14 §3, decision 0036): every placeholder the seeds ship with, and
 * one rule for whether it is still in place. The server computes it (GET /api/admin/launch-checklist)
 * from the content store; the admin dashboard lists what is left, each linking to its form field.
 */

/**
 * Not content: the seller's name, address and GSTIN on tax invoices (GET /api/settings/invoice's
 * `complete`). Listed first: no invoice can be issued until they are set (issue 26 §8).
 */
export const INVOICE_SELLER_ITEM = {
  id: 'invoice-seller',
  label: 'Seller’s GSTIN and address (no tax invoice can be issued until they are set)',
  href: '/admin/invoice-settings',
} as const;

/** Where an admin sets it: the key's form on /admin/content, scrolled to the field. */
export function placeholderHref(rule: Pick<PlaceholderRule, 'key' | 'paths'>): string {
  const field = rule.paths[0].split('.*')[0];
  return `/admin/content?key=${encodeURIComponent(rule.key)}${field === '**' ? '' : `#${contentFieldId(field)}`}`;
}

/** The id of a field's element in the /admin/content form (a list's id is its own, not its items'). */
export const contentFieldId = (path: string) => `field-${path}`;

export const LaunchChecklistItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Still a placeholder. */
  pending: z.boolean(),
  href: z.string(),
});
export type LaunchChecklistItem = z.infer<typeof LaunchChecklistItemSchema>;

/** A text field whose Hindi is empty, so Hindi pages show its English (issue 30 §4). */
export const NotInHindiItemSchema = z.object({
  key: z.string(),
  /** The field's path in the key's value ("items.2.answer"). */
  path: z.string(),
  /** The page and the field, as the editor names them ("FAQs page › Items 3 › Answer"). */
  label: z.string(),
  /** The field's Hindi box in the editor. */
  href: z.string(),
});
export type NotInHindiItem = z.infer<typeof NotInHindiItemSchema>;

/** The id and link of a field's Hindi box in the /admin/content form. */
export const hindiFieldPath = (path: string) => `hi.${path}`;
export const hindiFieldHref = (key: string, path: string) =>
  `/admin/content?key=${encodeURIComponent(key)}#${contentFieldId(hindiFieldPath(path))}`;

/**
 * GET /api/admin/launch-checklist: every item, done or not; `pending` counts what is left.
 * `notInHindi` lists the text fields still without Hindi ("not yet in Hindi"), apart from `pending`.
 */
export const LaunchChecklistSchema = z.object({
  items: z.array(LaunchChecklistItemSchema),
  pending: z.number().int(),
  notInHindi: z.array(NotInHindiItemSchema),
});
export type LaunchChecklist = z.infer<typeof LaunchChecklistSchema>;
