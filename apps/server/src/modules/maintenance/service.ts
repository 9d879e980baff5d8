import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';

const KEY = 'maintenance';

export async function isUnderMaintenance(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return row?.value === true;
}

/**
 * PUT underMaintenance (admins): the switch and maintenance.update in one transaction, the row
 * locked so the entry records what it replaced. Saving the state in force writes no entry.
 */
export async function setMaintenance(db: Db, on: boolean, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).for('update');
    const before = row?.value === true;
    await tx
      .insert(settings)
      .values({ key: KEY, value: on, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value: on, updatedBy: actor.id, updatedAt: new Date() } });
    if (before !== on) {
      await recordAudit(tx, { actorId: actor.id, action: 'maintenance.update', ip: actor.ip, before: { on: before }, after: { on } });
    }
  });
}
