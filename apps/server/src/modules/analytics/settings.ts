import { eq } from 'drizzle-orm';
import type { AnalyticsIdsUpdate, AnalyticsSettings } from '@tlt/shared/content/settings';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { auditDiff, type AuditActor, recordAudit } from '../audit/index.ts';

/**
 * The analytics ids as settings (issue 14 §2, decision 0036): an admin's id wins, the server's
 * environment (GA_MEASUREMENT_ID, META_PIXEL_ID) is the default, and clearing the admin's id goes
 * back to it. Stored in `settings` so every process answers the same.
 */

const KEY = 'analytics_ids';
type Ids = { gaMeasurementId: string | null; metaPixelId: string | null };
export type EnvIds = { gaMeasurementId?: string; metaPixelId?: string };

const stored = (value: unknown): Ids => {
  const v = (value ?? {}) as Partial<Ids>;
  return { gaMeasurementId: v.gaMeasurementId ?? null, metaPixelId: v.metaPixelId ?? null };
};

async function read(db: Db): Promise<Ids> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return stored(row?.value);
}

function sides(own: Ids, env: EnvIds): AnalyticsSettings {
  const side = (k: keyof Ids) => ({ value: own[k], env: env[k] ?? null, effective: own[k] ?? env[k] ?? null });
  return { gaMeasurementId: side('gaMeasurementId'), metaPixelId: side('metaPixelId') };
}

export async function analyticsSettings(db: Db, env: EnvIds): Promise<AnalyticsSettings> {
  return sides(await read(db), env);
}

/** What GET /api/analytics/config answers: the ids the pages load. */
export async function effectiveAnalyticsIds(db: Db, env: EnvIds): Promise<Ids> {
  const s = await analyticsSettings(db, env);
  return { gaMeasurementId: s.gaMeasurementId.effective, metaPixelId: s.metaPixelId.effective };
}

/** The admin's ids and analytics.update (only what changed) in one transaction; the row locked so "before" is what was replaced. */
export async function saveAnalyticsIds(db: Db, ids: AnalyticsIdsUpdate, actor: AuditActor, env: EnvIds): Promise<AnalyticsSettings> {
  const next: Ids = { gaMeasurementId: ids.gaMeasurementId, metaPixelId: ids.metaPixelId };
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).for('update');
    await tx.insert(settings).values({ key: KEY, value: next, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedBy: actor.id, updatedAt: new Date() } });
    const diff = auditDiff(stored(row?.value), next);
    if (diff) await recordAudit(tx, { actorId: actor.id, action: 'analytics.update', ip: actor.ip, ...diff });
  });
  return sides(next, env);
}
