import { and, asc, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { splitWebinarCity } from '@tlt/shared/webinar';
import { webinarSlotText } from '@tlt/shared/webinar-date';
import { webinarReminderMail } from '../../adapters/mail/funnel-templates.ts';
import type { Db } from '../../db/client.ts';
import { webinarRegistrations as reg } from '../../db/schema/index.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { readWebinarConfig } from './config.ts';

/** The webinar FAQ's promise: "We send a reminder one hour before the webinar starts." */
export const WEBINAR_REMINDER_BEFORE_MS = 60 * 60_000;
/** Registrations claimed per transaction: a big Sunday is mailed in a few short transactions. */
const BATCH = 200;

export interface WebinarReminderDeps {
  db: Db;
  mailer: Pick<AppMailer, 'send'>;
}

/**
 * Reminds every registrant whose session starts within the next hour and who has not been reminded,
 * as of `now`. Each batch claims its rows (reminded_at, which was null) and queues their mails in one
 * transaction, so the claim and the mail commit together; FOR UPDATE SKIP LOCKED lets a sweep on
 * another process take other rows meanwhile, and a row once claimed is never claimed again: a sweep
 * run twice, or by several processes, mails each registrant one reminder per slot. A session that has
 * started gets none (a sweep that ran late does not remind people of something under way).
 * Answers how many were queued.
 */
export async function sweepWebinarReminders(deps: WebinarReminderDeps, now = new Date()): Promise<number> {
  const config = await readWebinarConfig(deps.db);
  const due = and(gt(reg.slotDate, now), lte(reg.slotDate, new Date(now.getTime() + WEBINAR_REMINDER_BEFORE_MS)), isNull(reg.remindedAt));
  let queued = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const batch = tx.select({ id: reg.id }).from(reg).where(due).orderBy(asc(reg.slotDate), asc(reg.id)).limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx.update(reg).set({ remindedAt: sql`now()` }).where(and(inArray(reg.id, batch), isNull(reg.remindedAt)))
        .returning({ id: reg.id, name: reg.name, email: reg.email, city: reg.city, slotDate: reg.slotDate, locale: reg.locale });
      for (const r of rows) {
        const mail = webinarReminderMail({
          locale: r.locale,
          name: r.name,
          slotText: webinarSlotText(r.slotDate, config.customWebinarDate),
          language: splitWebinarCity(r.city).language,
          groupLink: config.whatsappLink,
        });
        // A mail the queue could not deliver before the session starts is dropped, not sent late.
        await deps.mailer.send({ to: r.email, ...mail }, { tx, key: `webinar-reminder:${r.id}`, notAfter: r.slotDate, kind: 'bulk' });
      }
      return rows.length;
    });
    queued += claimed;
    if (claimed < BATCH) return queued;
  }
}
