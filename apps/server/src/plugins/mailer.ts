import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createMailer } from '../adapters/mail/index.ts';
import type { MailKind, MailMessage } from '../adapters/mail/types.ts';
import type { Db } from '../db/client.ts';
import { countMail } from '../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: AppMailer;
  }
}

/** The mail queue: every mail but the password reset goes through it (decision 0024). */
export const MAIL_QUEUE = 'mail.send';

/**
 * About 4 hours of tries (30 s, 1, 2, 4, 8, 16, 32 minutes, then hourly): an SMTP server down for
 * a while or refusing for now (4xx) costs a delay, not the mail. A sent mail's row, which holds the
 * message, is deleted a day later.
 */
const MAIL_RETRIES = { retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, deleteAfterSeconds: 86_400 };

/**
 * The worker takes up to 10 due mails at a time, highest priority first, sends them side by side
 * (over SMTP through a pool of a few reused connections), settles each on its own, and fetches again
 * at once while batches come back full (decision 0046-mail-within-a-minute). A batch is as long as
 * its slowest mail: each send is bounded by the transport's timeouts (about a minute at worst), so a
 * batch gets 5 minutes before pg-boss counts it as failed.
 */
export const MAIL_WORKER = { batchSize: 10, expireInSeconds: 300 };

/** pg-boss fetches higher numbers first; equal ones in the order they were queued. */
export const MAIL_PRIORITY: Record<MailKind, number> = { transactional: 20, visitor: 10, bulk: 0 };

export interface AppMailer {
  /** SMTP when SMTP_URL is set, else `.eml` files under DATA_DIR/mail. */
  readonly kind: 'smtp' | 'file';
  /**
   * Queues the mail and resolves once it is stored (by `tx` when given: the mail exists if and only
   * if the caller's transaction commits). A worker sends it, retrying with back-off; `kind` says
   * what goes first when many wait (see MailKind). `notAfter`: a mail that has no point later (the
   * webinar's "starts in one hour") is dropped unsent past it.
   */
  send(msg: MailMessage, opts: { kind: MailKind; tx?: Db; key?: string; notAfter?: Date }): Promise<void>;
  /** Sends at once and throws when that fails: only for a mail the user is waiting on (password reset). */
  sendNow(msg: MailMessage): Promise<void>;
}

/** SMTP's permanent refusals (5xx: no such mailbox, rejected): another try gets the same answer. */
const permanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export default fp(async function mailer(app: FastifyInstance, { config }: { config: Config }) {
  const transport = createMailer(config, app.log);

  await app.jobs.work<MailMessage & { notAfter?: string }>(MAIL_QUEUE, async (job) => {
    const { notAfter, ...mail } = job.data;
    if (notAfter && Date.now() > Date.parse(notAfter)) {
      app.log.warn({ subject: mail.subject, job: job.id }, 'mail past its deadline; not sent');
      countMail('late');
      return { late: true };
    }
    try {
      await transport.send(mail);
      countMail('sent');
    } catch (err) {
      countMail(permanent(err) ? 'refused' : 'failed');
      if (!permanent(err)) throw err;
      // Logged without the message: it may hold a link that is a secret.
      app.log.error({ err, mailer: transport.kind, subject: mail.subject, job: job.id }, 'mail refused for good; not retried');
      return { refused: (err as { responseCode: number }).responseCode };
    }
  }, { ...MAIL_RETRIES, ...MAIL_WORKER });

  const appMailer: AppMailer = {
    kind: transport.kind,
    send: async (msg, opts) => {
      const { to, subject, text, html, headers } = msg;
      const deadline = opts.notAfter ? { notAfter: opts.notAfter.toISOString() } : {};
      await app.jobs.send(
        MAIL_QUEUE,
        { to, subject, text, ...(html ? { html } : {}), ...(headers ? { headers } : {}), ...deadline },
        { tx: opts.tx, singletonKey: opts.key, priority: MAIL_PRIORITY[opts.kind] },
      );
    },
    sendNow: (msg) => transport.send(msg),
  };
  app.decorate('mailer', appMailer);
  // The workers stop (a running mail finishes) before the transport closes.
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    transport.close();
  });
});
