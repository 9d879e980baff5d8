import { and, eq } from 'drizzle-orm';
import { storedWebinarCity, webinarSource, type WebinarLanguage, type WebinarRegistrationResult } from '@tlt/shared/webinar';
import { nextWebinarDate, webinarSlotText } from '@tlt/shared/webinar-date';
import type { Locale } from '@tlt/shared/i18n/locale';
import { webinarRegisteredMail } from '../../adapters/mail/funnel-templates.ts';
import type { Db } from '../../db/client.ts';
import { webinarRegistrations } from '../../db/schema/index.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { readWebinarConfig } from './config.ts';

export interface Registration {
  name: string;
  email: string;
  contact: string;
  city: string;
  language: WebinarLanguage;
  utmSource?: string;
}

/**
 * Spec §3: city stored as "{city} | {language}", txnId FREE, not attended, the slot the
 * server computes from its own clock. The same email twice for one slot is one row: the
 * repeat answers the first registration's id. A new row queues the confirmation mail (issue 14
 * §9: the slot as the page states it, the group link) in the same transaction; a repeat sends none.
 */
export async function register(db: Db, r: Registration, now = new Date(), mailer?: AppMailer, locale?: Locale): Promise<WebinarRegistrationResult> {
  const slotDate = nextWebinarDate(now);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(webinarRegistrations)
      .values({
        name: r.name, email: r.email, contact: r.contact, city: storedWebinarCity(r.city, r.language),
        txnId: 'FREE', attended: false, slotDate, source: webinarSource(r.utmSource), locale: locale ?? 'en',
      })
      .onConflictDoNothing({ target: [webinarRegistrations.email, webinarRegistrations.slotDate] })
      .returning({ id: webinarRegistrations.id });
    if (row && mailer) {
      const config = await readWebinarConfig(tx);
      const mail = webinarRegisteredMail({ locale, name: r.name, slotText: webinarSlotText(slotDate, config.customWebinarDate), groupLink: config.whatsappLink });
      await mailer.send({ to: r.email, ...mail }, { tx, kind: 'visitor' });
    }
    const id = row?.id ?? (await tx.select({ id: webinarRegistrations.id }).from(webinarRegistrations)
      .where(and(eq(webinarRegistrations.email, r.email), eq(webinarRegistrations.slotDate, slotDate))))[0].id;
    return { _id: id, slotDate: slotDate.toISOString() };
  });
}

/** The webinar settings (custom date text, group link), for pages drawn on the server (modules/pages). */
export { readWebinarConfig } from './config.ts';
