import { z } from 'zod';

/**
 * Site switches an admin sets at /admin/content beside the copy (issue 14 §2, decision 0036):
 * the analytics ids. An admin's id wins; without one, the server's environment
 * (GA_MEASUREMENT_ID, META_PIXEL_ID) is the default; GET /api/analytics/config answers the result.
 */

export const GA_ID_MSG = 'Use the Google Analytics measurement id, e.g. G-AB12CD34EF';
export const PIXEL_ID_MSG = 'A Meta pixel id is digits only, e.g. 123456789012345';
const GA_ID = /^G-[A-Z0-9]{4,16}$/;
const PIXEL_ID = /^\d{6,20}$/;

/** A blank field is "no id of my own": null. */
const optionalId = (pattern: RegExp, error: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string().regex(pattern, { error }).nullable());

/** PUT /api/admin/settings/analytics */
export const AnalyticsIdsUpdateSchema = z.object({
  gaMeasurementId: optionalId(GA_ID, GA_ID_MSG),
  metaPixelId: optionalId(PIXEL_ID, PIXEL_ID_MSG),
});
export type AnalyticsIdsUpdate = z.output<typeof AnalyticsIdsUpdateSchema>;

const IdSettingSchema = z.object({
  /** The admin's own id; null when none is set. */
  value: z.string().nullable(),
  /** The server environment's id, the default; null when unset. */
  env: z.string().nullable(),
  /** What the pages load: value, else env. */
  effective: z.string().nullable(),
});

/** GET and PUT /api/admin/settings/analytics answer each id's three sides. */
export const AnalyticsSettingsSchema = z.object({ gaMeasurementId: IdSettingSchema, metaPixelId: IdSettingSchema });
export type AnalyticsSettings = z.infer<typeof AnalyticsSettingsSchema>;
