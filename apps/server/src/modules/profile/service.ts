import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordInput } from '@tlt/shared/password';
import { MSG } from '@tlt/shared/messages';
import type { ProfileUpdate } from '@tlt/shared/profile';
import type { User } from '@tlt/shared/user';
import { passwordChangedMail } from '../../adapters/mail/account-templates.ts';
import type { ImageStore } from '../../adapters/storage/types.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { recordConsent } from '../consents/service.ts';
import { auditDiff, recordAudit } from '../audit/index.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { revokeResetTokens } from '../password/service.ts';
import { loadUserDto } from '../user-record/service.ts';

/** The success copy the spec's client expects for the change it made. */
function messageFor(changes: Omit<ProfileUpdate, '_id'>): string {
  if (changes.investorType !== undefined) return MSG.bioUpdated;
  if (changes.agree) return MSG.agreed;
  if (changes.profileImg !== undefined) return MSG.profileImageChanged;
  return MSG.profileUpdated;
}

/**
 * Writes only the fields the schema lets through, on the caller's own row. A profile image
 * must be a URL our image store produced. A changed name or phone writes account.update (the member
 * as actor) and a first `agree` the community-terms consent, in the same transaction.
 */
export async function updateProfile(
  db: Db,
  images: Pick<ImageStore, 'owns'>,
  userId: string,
  input: ProfileUpdate,
  meta: { ip: string },
): Promise<{ user: User; message: string; changed: boolean }> {
  const { _id, ...changes } = input;
  if (_id !== undefined && _id !== userId) throw forbidden();
  if (changes.profileImg !== undefined && !images.owns(changes.profileImg)) throw badRequest(MSG.profileImageFailed);
  const changed = Object.values(changes).some((v) => v !== undefined);
  if (changed) {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      await tx.update(users).set({ ...changes, updatedAt: sql`now()` }).where(eq(users.id, userId));
      // The member's own details (issue 15 §4): who changed what, recorded with the change.
      const diff = auditDiff(
        { name: before.name, contactNo: before.contactNo },
        { name: changes.name ?? before.name, contactNo: changes.contactNo ?? before.contactNo },
      );
      if (diff) await recordAudit(tx, { actorId: userId, action: 'account.update', targetUserId: userId, ip: meta.ip, ...diff });
      // The community terms' consent, the first time they are accepted (decision 0033).
      if (changes.agree && !before.agree) await recordConsent(tx, { userId, kinds: ['community'], source: 'community_terms' });
    });
  }
  return { user: (await loadUserDto(db, userId))!, message: messageFor(changes), changed };
}

/**
 * Checks the old password against the stored hash, sets the new one, and ends every other
 * session of the user (and any reset link); the caller's own session stays. A mail tells the
 * member when, from which device and address, and what to do if it was not them.
 */
export async function changePassword(
  deps: { db: Db; mailer: Pick<AppMailer, 'send'>; publicUrl: string },
  userId: string,
  sessionId: string,
  input: ChangePasswordInput,
  meta: { ip: string; userAgent?: string },
) {
  const { db } = deps;
  const [row] = await db.select({ passwordHash: users.passwordHash, name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword))) throw badRequest(MSG.incorrectOldPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, sessionId);
    await revokeResetTokens(tx, userId);
    // The member hears of it (issue 15 §5): queued with the change, so no mail for a change that failed.
    const { device, browser } = describeUserAgent(meta.userAgent);
    const mail = passwordChangedMail({
      locale: row.language, name: row.name, at: new Date(), device: `${device} (${browser})`, ip: meta.ip, loginLink: `${deps.publicUrl}/login`,
    });
    await deps.mailer.send({ to: row.email, ...mail }, { tx, kind: 'transactional' });
  });
}
