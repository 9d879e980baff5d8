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

/** GET /api/admin/launch-checklist: every item, done or not; `pending` counts what is left. */
export const LaunchChecklistSchema = z.object({
  items: z.array(LaunchChecklistItemSchema),
  pending: z.number().int(),
});
export type LaunchChecklist = z.infer<typeof LaunchChecklistSchema>;
