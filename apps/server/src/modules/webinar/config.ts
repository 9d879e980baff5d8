import { eq } from 'drizzle-orm';
import { FALLBACK_WHATSAPP_LINK, WebinarConfigUpdateSchema, type WebinarConfigUpdate } from '@tlt/shared/webinar';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

const KEY = 'webinar';
/** Until an admin saves one: no custom date, the placeholder group link. */
export const DEFAULT_WEBINAR_CONFIG: WebinarConfigUpdate = { customWebinarDate: null, whatsappLink: FALLBACK_WHATSAPP_LINK };

export async function readWebinarConfig(db: Db): Promise<WebinarConfigUpdate> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  // A row written by an older version that no longer parses falls back rather than breaking the funnel.
  const parsed = row ? WebinarConfigUpdateSchema.safeParse(row.value) : undefined;
  return parsed?.success ? parsed.data : DEFAULT_WEBINAR_CONFIG;
}

export async function saveWebinarConfig(db: Db, value: WebinarConfigUpdate, by: string): Promise<void> {
  await db.insert(settings)
    .values({ key: KEY, value, updatedBy: by })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: by, updatedAt: new Date() } });
}
