import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@tlt/shared/i18n/locale';
import { newsletterWelcomeMail } from '../../adapters/mail/funnel-templates.ts';
import type { Db } from '../../db/client.ts';
import { subscribers } from '../../db/schema/index.ts';
import { listUnsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from './unsubscribe-link.ts';

/**
 * The newsletter welcome (issue 14 §9) is a job of its own, not a mail queued at once: it looks at
 * the list when it runs, so an address withdrawn in the meantime (decision 0033) gets nothing.
 */
export const WELCOME_QUEUE = 'newsletter.welcome';

/** `locale`: the language of the page the address subscribed on (issue 30); jobs queued before it have none (English). */
interface WelcomeJob { email: string; locale?: Locale }

/** Queues the welcome in the subscribing transaction: it exists only if the subscription does. */
export const queueWelcome = (app: FastifyInstance, locale: Locale = 'en') => (tx: Db, email: string) =>
  app.jobs.send(WELCOME_QUEUE, { email, ...(locale === 'en' ? {} : { locale }) } satisfies WelcomeJob, { tx });

export async function workWelcomes(app: FastifyInstance): Promise<void> {
  await app.jobs.work<WelcomeJob>(WELCOME_QUEUE, async (job) => {
    const { email, locale } = job.data;
    const [live] = await app.db.select({ id: subscribers.id }).from(subscribers)
      .where(and(eq(subscribers.email, email), isNull(subscribers.unsubscribedAt)));
    if (!live) return { skipped: 'withdrawn' };
    const base = app.config.publicUrl;
    const token = unsubscribeToken(app.config.links.secret, email);
    await app.mailer.send({
      to: email,
      ...newsletterWelcomeMail({ locale, unsubscribeUrl: unsubscribePageUrl(base, token) }),
      headers: listUnsubscribeHeaders(base, token, app.config.support.email),
    }, { key: `welcome:${email}`, kind: 'visitor' });
  }, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
}
