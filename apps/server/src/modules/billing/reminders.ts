import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Locale } from '@tlt/shared/i18n/locale';
import { daysLeftInPeriod, indiaMidnight } from '@tlt/shared/india-time';
import { expiryReminderMail, type MailContent, renewalNudgeMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/client.ts';
import { type BillingReminderKind, billingReminders, payments, users } from '../../db/schema/index.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { createRenewalToken, RENEWAL_LINK_TTL_DAYS, renewalLink } from '../renewal-tokens/service.ts';

const DAY_MS = 86_400_000;


/**
 * The reminder a period is due for, `daysLeft` India days before its end: the week's from 7 days
 * down to 2 (a sweep that could not run on the 7th day still sends it), then the day before, then
 * the day itself.
 */
export function expiryReminderKind(daysLeft: number): BillingReminderKind | null {
  if (daysLeft >= 2 && daysLeft <= 7) return 'expiry:7';
  if (daysLeft === 1) return 'expiry:1';
  if (daysLeft === 0) return 'expiry:0';
  return null;
}

/** The renewal nudge goes 3 India days after the end, or up to 7 when sweeps were missed. */
const NUDGE_DAYS = { from: 3, to: 7 };

export interface ReminderDeps {
  db: Db;
  mailer: Pick<AppMailer, 'send'>;
  publicUrl: string;
}

interface Period {
  paymentId: string;
  userId: string;
  name: string;
  email: string;
  planType: string;
  endDate: Date;
  /** The member's language as the sweep runs (issue 30): the mail follows it. */
  locale: Locale;
}

/**
 * Active members' current periods (no later one: a renewed member is not reminded) ending in
 * (from, to]: a period ending at a midnight belongs to the day before (periodLastDay). Admins need
 * no plan and get none of these mails.
 */
function currentPeriodsEnding(db: Db, from: Date, to: Date): Promise<Period[]> {
  return db
    .select({
      paymentId: payments.id, userId: payments.userId, name: users.name, email: users.email,
      planType: payments.planType, endDate: payments.endDate, locale: users.language,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(
      gt(payments.endDate, from), lte(payments.endDate, to),
      eq(users.active, true), eq(users.userType, 'normal'),
      sql`not exists (select 1 from ${payments} later where later.user_id = ${payments.userId} and later.end_date > ${payments.endDate})`,
    ));
}

/**
 * Claims (period, kind) and queues the mail with a fresh renewal link, in one transaction: the
 * claim, the link's token and the mail job commit together or not at all, so a sweep run twice, or
 * by two processes at once, mails each reminder once. Answers whether this call queued it.
 */
async function remindOnce(deps: ReminderDeps, p: Period, kind: BillingReminderKind, mail: (link: string) => MailContent) {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx.insert(billingReminders).values({ paymentId: p.paymentId, kind })
      .onConflictDoNothing().returning({ kind: billingReminders.kind });
    if (!claimed) return false;
    const token = await createRenewalToken(tx, p.userId, RENEWAL_LINK_TTL_DAYS * DAY_MS);
    await deps.mailer.send({ to: p.email, ...mail(renewalLink(deps.publicUrl, token)) }, { tx, key: `${kind}:${p.paymentId}`, kind: 'bulk' });
    return true;
  });
}

/** The daily sweep of expiry reminders (7 days, 1 day and 0 days before the end, India days). Answers how many were queued. */
export async function sweepExpiryReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  // Last days from today to today + 7; one already ended today (before the 09:00 sweep) is the nudge's.
  const periods = await currentPeriodsEnding(deps.db, now, indiaMidnight(now, 8));
  let queued = 0;
  for (const p of periods) {
    const daysLeft = daysLeftInPeriod(now, p.endDate);
    const kind = expiryReminderKind(daysLeft);
    if (!kind) continue;
    const mail = (link: string) => expiryReminderMail({ ...p, daysLeft, link, linkDays: RENEWAL_LINK_TTL_DAYS });
    if (await remindOnce(deps, p, kind, mail)) queued += 1;
  }
  return queued;
}

/** The daily sweep of renewal nudges: 3 India days after a period ended with no renewal. Answers how many were queued. */
export async function sweepRenewalNudges(deps: ReminderDeps, now = new Date()): Promise<number> {
  // Last days from 7 to 3 India days ago.
  const from = indiaMidnight(now, -NUDGE_DAYS.to);
  const to = indiaMidnight(now, 1 - NUDGE_DAYS.from);
  let queued = 0;
  for (const p of await currentPeriodsEnding(deps.db, from, to)) {
    const mail = (link: string) => renewalNudgeMail({ ...p, link, linkDays: RENEWAL_LINK_TTL_DAYS });
    if (await remindOnce(deps, p, 'nudge', mail)) queued += 1;
  }
  return queued;
}
