import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNotNull, isNull, lt, gt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MSG } from '@tlt/shared/messages';
import { RESET_TOKEN_TTL_MS } from '@tlt/shared/password';
import type { Locale } from '@tlt/shared/i18n/locale';
import { passwordResetMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/client.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { findUserByEmail } from '../user-record/service.ts';

/**
 * How long a real reset (insert + mail) takes, smoothed. An unknown email waits about as
 * long before the same answer, so neither the body nor the timing tells who has an account.
 */
let resetWorkMs = 100;
const jittered = (ms: number) => ms * (0.85 + Math.random() * 0.3);

export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`;

/**
 * Mails a single-use link (256-bit token, only its SHA-256 kept, 1 hour) to a known email.
 * A mail that cannot be sent fails the request (the spec's failure message) and leaves no token:
 * the one mail sent at once instead of queued, as the user is waiting for it (decision 0024).
 */
export async function requestPasswordReset(
  deps: { db: Db; mailer: Pick<AppMailer, 'kind' | 'sendNow'>; publicUrl: string; log: FastifyBaseLogger },
  email: string,
  /** The language of the page the reset was asked from (issue 30): the mail's. */
  locale?: Locale,
): Promise<void> {
  const { db, mailer, log } = deps;
  const user = await findUserByEmail(db, email);
  const started = performance.now();
  const token = newToken();
  const tokenHash = hashToken(token);
  if (!user) {
    await sleep(jittered(resetWorkMs));
    return;
  }
  await db.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), lt(passwordResets.expiresAt, sql`now()`)));
  await db.insert(passwordResets).values({ tokenHash, userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  try {
    await mailer.sendNow({ to: user.email, ...passwordResetMail({ locale, name: user.name, link: resetLink(deps.publicUrl, token) }) });
  } catch (err) {
    log.error({ err, mailer: mailer.kind }, 'password reset mail not sent');
    await db.delete(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
    throw new HttpError(502, MSG.forgotPasswordFailed);
  }
  resetWorkMs = 0.8 * resetWorkMs + 0.2 * (performance.now() - started);
}

/**
 * Consumes the token and sets the new password in one transaction; every reset link of
 * the user and every session die with it. Answers the user's id.
 */
export async function resetPassword(db: Db, key: string, password: string): Promise<string> {
  const live = and(eq(passwordResets.tokenHash, hashToken(key)), isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`));
  // Checked before hashing, so a bad link costs no argon2 work.
  const [found] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(live);
  if (!found) throw badRequest(MSG.resetLinkInvalid);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // The conditional update is the claim: of two concurrent uses only one gets the row.
    const [claimed] = await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(live)
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw badRequest(MSG.resetLinkInvalid);
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, claimed.userId));
    await revokeResetTokens(tx, claimed.userId);
    await revokeUserSessions(tx, claimed.userId);
    return claimed.userId;
  });
}

/** Kills the user's unused reset links (after a reset or a password change). */
export async function revokeResetTokens(db: Db, userId: string) {
  await db.update(passwordResets).set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Deletes reset links that can no longer be used (used, or past their hour): the daily cleanup. */
export async function deleteDeadResetTokens(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(passwordResets)
    .where(or(isNotNull(passwordResets.usedAt), lt(passwordResets.expiresAt, now)))
    .returning({ h: passwordResets.tokenHash });
  return gone.length;
}
