import { and, count, countDistinct, desc, eq, gte, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import type { AnalyticsEventInput, AnalyticsSummary } from './schema.ts';

/** Query parameters that carry secrets (reset links, renewal links); never stored. */
const SECRET_PARAMS = /^(token|key|renewaltoken|password|email)$/i;
/** Path segments that are secrets themselves (spec §2: /renew-subscription/{renewalToken}). */
const SECRET_SEGMENTS = /^(\/renew-subscription\/)[^/?#]+/;

/** The client strips these already; the server does it again so an old or foreign client cannot store them. */
export function cleanPath(raw: string): string {
  const [pathPart, query = ''] = raw.split('#')[0].split('?');
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (SECRET_PARAMS.test(name)) params.delete(name);
  const rest = params.toString();
  return pathPart.replace(SECRET_SEGMENTS, '$1:token') + (rest ? `?${rest}` : '');
}

export async function recordEvents(db: Db, events: AnalyticsEventInput[], userId: string | null): Promise<number> {
  const rows = events.map((e) => {
    // A browser error or Web Vital: its fields only, never who saw it (schema.ts).
    if (e.kind === 'error') return { kind: e.kind, path: cleanPath(e.path), category: e.category, label: e.label };
    if (e.kind === 'vital') return { kind: e.kind, path: cleanPath(e.path), action: e.action, value: String(e.value), label: e.label };
    return {
      kind: e.kind,
      path: cleanPath(e.path),
      category: e.category,
      action: e.action,
      label: e.label,
      value: e.value === null ? null : String(e.value),
      utmSource: e.utmSource,
      visitorId: e.visitorId,
      userId,
    };
  });
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}

const LIMIT = 50;

/** Page views per path and events per action over the last `days` days, most frequent first. */
export async function summary(db: Db, days: number): Promise<AnalyticsSummary> {
  const since = new Date(Date.now() - days * 86_400_000);
  const recent = gte(analyticsEvents.createdAt, since);
  const views = count();
  const [pageViews, events, [conv], [all]] = await Promise.all([
    db.select({ path: analyticsEvents.path, views, visitors: countDistinct(analyticsEvents.visitorId) })
      .from(analyticsEvents).where(and(recent, eq(analyticsEvents.kind, 'pageview')))
      .groupBy(analyticsEvents.path).orderBy(desc(views)).limit(LIMIT),
    db.select({ category: analyticsEvents.category, action: analyticsEvents.action, count: views, value: sum(analyticsEvents.value) })
      .from(analyticsEvents).where(and(recent, eq(analyticsEvents.kind, 'event')))
      .groupBy(analyticsEvents.category, analyticsEvents.action).orderBy(desc(views)).limit(LIMIT),
    db.select({ count: views, value: sum(analyticsEvents.value) })
      .from(analyticsEvents).where(and(recent, eq(analyticsEvents.kind, 'conversion'))),
    db.select({ visitors: countDistinct(analyticsEvents.visitorId) }).from(analyticsEvents).where(recent),
  ]);
  return {
    days,
    since: since.toISOString(),
    visitors: Number(all?.visitors ?? 0),
    pageViews: pageViews.map((r) => ({ path: r.path ?? '', views: Number(r.views), visitors: Number(r.visitors) })),
    events: events.map((r) => ({ category: r.category, action: r.action, count: Number(r.count), value: Number(r.value ?? 0) })),
    conversions: { count: Number(conv?.count ?? 0), value: Number(conv?.value ?? 0) },
  };
}
