import { z } from 'zod';

/**
 * Wire shapes of /api/analytics. They live with the module rather than in packages/shared:
 * the web client only builds these objects (lib/analytics.ts), it never validates them.
 */
export const MAX_BATCH = 20;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).min(1).nullish().transform((v) => v ?? null);

const pagePath = text(300).min(1).startsWith('/');
const visitor = text(64).regex(/^[A-Za-z0-9_-]{8,64}$/);

const TrackedEventSchema = z.object({
  kind: z.enum(['pageview', 'event', 'conversion']),
  path: pagePath,
  category: optionalText(100),
  action: optionalText(100),
  label: optionalText(200),
  value: z.number().finite().min(-1e9).max(1e9).nullish().transform((v) => v ?? null),
  utmSource: optionalText(100),
  visitorId: visitor,
});

/** Only the path of a page error or vital: its query may carry anything. */
const bareOf = (path: string) => path.split(/[?#]/)[0] || '/';

/** The longest error message kept; a longer one is cut (the browser's own may run to kilobytes). */
export const ERROR_MESSAGE_MAX = 200;
export const WEB_VITALS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;

/**
 * A browser error (`error` or `unhandledrejection`, in category) with its message in label, and a
 * real user's Web Vital (its name in action, value, rating in label): issue 28 §6. Each keeps no
 * more than the message, the path without its query and the value; the visitor id is checked
 * like the others' and then dropped (an error report is not a visit).
 */
const ErrorReportSchema = z.object({
  kind: z.literal('error'),
  path: pagePath.transform(bareOf),
  category: z.enum(['error', 'unhandledrejection']),
  // URLs in a message lose their queries (tokens travel there), then the message is cut short.
  label: text(1000).min(1).transform((m) => m.replace(/\?[^\s]*/g, '').slice(0, ERROR_MESSAGE_MAX)),
  visitorId: visitor,
});

const WebVitalSchema = z.object({
  kind: z.literal('vital'),
  path: pagePath.transform(bareOf),
  action: z.enum(WEB_VITALS),
  // Milliseconds (CLS has no unit): ten minutes is far beyond any real page's.
  value: z.number().finite().min(0).max(600_000),
  label: z.enum(['good', 'needs-improvement', 'poor']),
  visitorId: visitor,
});

export const AnalyticsEventSchema = z.discriminatedUnion('kind', [TrackedEventSchema, ErrorReportSchema, WebVitalSchema]);
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
