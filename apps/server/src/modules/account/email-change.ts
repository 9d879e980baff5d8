import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MSG, EMAIL_CHANGE_TTL_HOURS, EMAIL_CHANGE_TTL_MS } from '@tlt/shared/account';
import { emailChangeConfirmMail, emailChangedNoticeMail } from '../../adapters/mail/account-templates.ts';
import type { Db } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { recordAudit } from '../audit/index.ts';

interface Deps {
  db: Db;
  mailer: Pick<AppMailer, 'send'>;
  publicUrl: string;
}

export const emailConfirmLink = (publicUrl: string, token: string) => `${publicUrl}/confirm-email?token=${token}`;

async function addressTaken(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const [other] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, exceptUserId)));
  return !!other;
}

/**
 * POST /api/user/me/email: the current password proves it is the member; a single-use link
 * (256-bit token, only its SHA-256 kept, 24 hours) goes to the NEW address, which must be free.
 * Nothing changes until the link is opened; a newer request replaces an older link.
 */
export async function requestEmailChange(deps: Deps, userId: string, input: { newEmail: string; password: string }) {
  const { db } = deps;
  const [me] = await db.select({ name: users.name, email: users.email, passwordHash: users.passwordHash, language: users.language }).from(users)
    .where(eq(users.id, userId));
  if (!me || !(await verifyPassword(me.passwordHash, input.password))) throw badRequest(ACCOUNT_MSG.incorrectPassword);
  if (input.newEmail === me.email) throw badRequest(ACCOUNT_MSG.sameEmail);
  if (await addressTaken(db, input.newEmail, userId)) throw conflict(ACCOUNT_MSG.emailTaken);
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
    await tx.insert(emailChanges).values({
      tokenHash: hashToken(token), userId, newEmail: input.newEmail, expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
    const mail = emailChangeConfirmMail({
      locale: me.language, name: me.name, newEmail: input.newEmail, link: emailConfirmLink(deps.publicUrl, token), hours: EMAIL_CHANGE_TTL_HOURS,
    });
    // Queued with the token: the mail exists if and only if the link works.
    await deps.mailer.send({ to: input.newEmail, ...mail }, { tx, kind: 'transactional' });
  });
  return { pendingEmail: input.newEmail };
}

/**
 * POST /api/user/email/confirm: the link's token, claimed once (a conditional update, so two
 * concurrent opens change the address once), then the address, account.email (the member as
 * actor, old and new address) and a notice to the OLD address, all in one transaction.
 */
export async function confirmEmailChange(deps: Deps, token: string, ip: string): Promise<{ userId: string; email: string }> {
  return deps.db.transaction(async (tx) => {
    const live = and(eq(emailChanges.tokenHash, hashToken(token)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, sql`now()`));
    const [claimed] = await tx.update(emailChanges).set({ usedAt: sql`now()` }).where(live)
      .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
    if (!claimed) throw badRequest(ACCOUNT_MSG.emailLinkInvalid);
    const [user] = await tx.select({ id: users.id, name: users.name, email: users.email, erasedAt: users.erasedAt, language: users.language }).from(users)
      .where(eq(users.id, claimed.userId)).for('update');
    if (!user || user.erasedAt) throw badRequest(ACCOUNT_MSG.emailLinkInvalid);
    // Someone may have signed up with it since the link was sent.
    if (await addressTaken(tx, claimed.newEmail, user.id)) throw conflict(ACCOUNT_MSG.emailTaken);
    await tx.update(users).set({ email: claimed.newEmail, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    await recordAudit(tx, {
      actorId: user.id, action: 'account.email', targetUserId: user.id, ip,
      before: { email: user.email }, after: { email: claimed.newEmail },
    });
    const notice = emailChangedNoticeMail({ locale: user.language, name: user.name, oldEmail: user.email, newEmail: claimed.newEmail, at: new Date() });
    await deps.mailer.send({ to: user.email, ...notice }, { tx, kind: 'transactional' });
    return { userId: user.id, email: claimed.newEmail };
  });
}
