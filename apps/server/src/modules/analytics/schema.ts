import { z } from 'zod';

/**
 * Wire shapes of /api/analytics. They live with the module rather than in packages/shared:
 * the web client only builds these objects (lib/analytics.ts), it never validates them.
 */
export const MAX_BATCH = 20;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).min(1).nullish().transform((v) => v ?? null);

export const AnalyticsEventSchema = z.object({
  kind: z.enum(['pageview', 'event', 'conversion']),
  path: text(300).min(1).startsWith('/'),
  category: optionalText(100),
  action: optionalText(100),
  label: optionalText(200),
  value: z.number().finite().min(-1e9).max(1e9).nullish().transform((v) => v ?? null),
  utmSource: optionalText(100),
  visitorId: text(64).regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type AnalyticsEventInput = z.output<typeof AnalyticsEventSchema>;

export const AnalyticsBatchSchema = z.object({
  events: z.array(AnalyticsEventSchema).min(1).max(MAX_BATCH),
});

export const AnalyticsConfigSchema = z.object({
  gaMeasurementId: z.string().nullable(),
  metaPixelId: z.string().nullable(),
});

export const SummaryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(7),
});

export const AnalyticsSummarySchema = z.object({
  days: z.number(),
  since: z.string(),
  visitors: z.number(),
  pageViews: z.array(z.object({ path: z.string(), views: z.number(), visitors: z.number() })),
  events: z.array(z.object({ category: z.string().nullable(), action: z.string().nullable(), count: z.number(), value: z.number() })),
  conversions: z.object({ count: z.number(), value: z.number() }),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;
