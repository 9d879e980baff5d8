import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

const KEY = 'maintenance';

export async function isUnderMaintenance(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return row?.value === true;
}

export async function setMaintenance(db: Db, on: boolean, by: string) {
  await db
    .insert(settings)
    .values({ key: KEY, value: on, updatedBy: by })
    .onConflictDoUpdate({ target: settings.key, set: { value: on, updatedBy: by, updatedAt: new Date() } });
}
