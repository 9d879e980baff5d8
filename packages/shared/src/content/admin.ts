import { z } from 'zod';

/**
 * Wire shapes of the /admin/content back-office (issue 14 §2, decision 0036): a key's raw value
 * (placeholders unfilled, so the form edits `{planLengths}` rather than what it became) and its
 * history. Every save and restore is a version; a restore saves the old value again as a new one.
 */

/** Versions kept per key; older ones are dropped when a save goes past this. */
export const CONTENT_VERSIONS_KEPT = 50;

export const ContentVersionSchema = z.object({
  _id: z.string(),
  savedAt: z.string(),
  /** The admin who saved it; null once that account is gone. */
  savedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The version this save restored, when it was a restore. */
  restoredFrom: z.string().nullable(),
});
export type ContentVersion = z.infer<typeof ContentVersionSchema>;

/** GET /api/admin/content/:key */
export const ContentAdminEntrySchema = z.object({
  key: z.string(),
  title: z.string(),
  /** The stored value, or the seed while no admin has saved one. */
  value: z.unknown(),
  /** Its Hindi: the text fields only, same shape; an empty or missing field shows the English (issue 30 §4). */
  hi: z.record(z.string(), z.unknown()),
  /** False while the key still shows its seed. */
  stored: z.boolean(),
  /** Newest first; the first is the live value when `stored`. */
  versions: z.array(ContentVersionSchema),
});
export type ContentAdminEntry = z.infer<typeof ContentAdminEntrySchema>;

/** GET /api/admin/content/:key/versions/:versionId */
export const ContentVersionValueSchema = ContentVersionSchema.extend({ value: z.unknown(), hi: z.record(z.string(), z.unknown()) });

/** PUT /api/admin/content/:key: the English and its Hindi, saved together as one version. */
export const ContentPairSchema = z.object({
  value: z.unknown(),
  hi: z.record(z.string(), z.unknown(), { error: 'hi must be the Hindi text fields (an object)' }),
});
export type ContentPair = z.infer<typeof ContentPairSchema>;
export type ContentVersionValue = z.infer<typeof ContentVersionValueSchema>;

export const ContentVersionParamsSchema = z.object({
  key: z.string().min(1).max(60),
  versionId: z.uuid({ error: 'No such version' }),
});
