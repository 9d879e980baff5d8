import { and, eq, gt, sql } from 'drizzle-orm';
import { ANALYTICS_MSG, REMINDER_INTERVAL_SECONDS, type ReminderSent } from '@tlt/shared/back-office/analytics';
import { daysLeftInPeriod } from '@tlt/shared/india-time';
import { expiryReminderMail, renewalNudgeMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { recordAudit } from '../audit/index.ts';
import { createRenewalToken, RENEWAL_LINK_TTL_DAYS, renewalLink } from '../renewal-tokens/service.ts';
import { indiaWindow } from './india-window.ts';

const DAY_MS = 86_400_000;

export interface ReminderDeps {
  db: Db;
  mailer: Pick<AppMailer, 'send'>;
  publicUrl: string;
}

/**
 * POST /api/user/sendRenewalReminder: an admin mails one member of the dashboard's classes the
 * billing reminder (before the end) or nudge (after it) with a fresh renewal link. The member's row
 * is locked first, so two clicks at once queue here and the second sees the first's audit entry:
 * one reminder per member per REMINDER_INTERVAL_SECONDS. The link's token, the queued mail and the
 * reminder.send entry commit together or not at all.
 */
export async function sendRenewalReminder(deps: ReminderDeps, userId: string, actor: { id: string; ip: string }, now = new Date()): Promise<ReminderSent> {
  return deps.db.transaction(async (tx) => {
    const [m] = await tx.select({
      id: users.id, name: users.name, email: users.email, userType: users.userType, active: users.active,
      planType: users.currentPlan, endDate: users.paidUntil, locale: users.language,
    }).from(users).where(eq(users.id, userId)).for('update');
    if (!m) throw notFound(ANALYTICS_MSG.memberNotFound);
    if (m.userType !== 'normal') throw badRequest(ANALYTICS_MSG.notAMember);
    if (!m.endDate) throw badRequest(ANALYTICS_MSG.noPlan);
    if (!m.active) throw conflict(ANALYTICS_MSG.suspended);
    if (m.endDate.getTime() > indiaWindow(now).weekEnd.getTime()) throw conflict(ANALYTICS_MSG.notDue);

    const [recent] = await tx.select({ id: auditLog.id }).from(auditLog).where(and(
      eq(auditLog.targetUserId, m.id), eq(auditLog.action, 'reminder.send'),
      gt(auditLog.createdAt, sql`now() - make_interval(secs => ${REMINDER_INTERVAL_SECONDS})`),
    )).limit(1);
    if (recent) throw new HttpError(429, ANALYTICS_MSG.reminderTooSoon);

    const link = renewalLink(deps.publicUrl, await createRenewalToken(tx, m.id, RENEWAL_LINK_TTL_DAYS * DAY_MS));
    const planType = m.planType ?? 'membership';
    const ended = m.endDate.getTime() <= now.getTime();
    // India days to the period's last day, as the daily sweep and the mail's date count them.
    const daysLeft = daysLeftInPeriod(now, m.endDate);
    const mail = ended
      ? renewalNudgeMail({ name: m.name, planType, endDate: m.endDate, link, linkDays: RENEWAL_LINK_TTL_DAYS, locale: m.locale })
      : expiryReminderMail({ name: m.name, planType, endDate: m.endDate, daysLeft, link, linkDays: RENEWAL_LINK_TTL_DAYS, locale: m.locale });
    await deps.mailer.send({ to: m.email, ...mail }, { tx, kind: 'bulk' });
    await recordAudit(tx, {
      actorId: actor.id, action: 'reminder.send', targetUserId: m.id, ip: actor.ip,
      data: { planType: m.planType, endDate: m.endDate.toISOString(), ended, subject: mail.subject },
    });
    return { email: m.email, sentAt: now.toISOString() };
  });
}
