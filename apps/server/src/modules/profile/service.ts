import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordInput } from '@tlt/shared/password';
import { MSG } from '@tlt/shared/messages';
import type { ProfileUpdate } from '@tlt/shared/profile';
import type { User } from '@tlt/shared/user';
import type { ImageStore } from '../../adapters/storage/types.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { revokeResetTokens } from '../password/service.ts';
import { loadUserDto } from '../users/service.ts';

/** The success copy the spec's client expects for the change it made. */
function messageFor(changes: Omit<ProfileUpdate, '_id'>): string {
  if (changes.investorType !== undefined) return MSG.bioUpdated;
  if (changes.agree) return MSG.agreed;
  if (changes.profileImg !== undefined) return MSG.profileImageChanged;
  return MSG.profileUpdated;
}

/**
 * Writes only the fields the schema lets through, on the caller's own row. A profile image
 * must be a URL our image store produced.
 */
export async function updateProfile(
  db: Db,
  images: Pick<ImageStore, 'owns'>,
  userId: string,
  input: ProfileUpdate,
): Promise<{ user: User; message: string; changed: boolean }> {
  const { _id, ...changes } = input;
  if (_id !== undefined && _id !== userId) throw forbidden();
  if (changes.profileImg !== undefined && !images.owns(changes.profileImg)) throw badRequest(MSG.profileImageFailed);
  const changed = Object.values(changes).some((v) => v !== undefined);
  if (changed) await db.update(users).set({ ...changes, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return { user: (await loadUserDto(db, userId))!, message: messageFor(changes), changed };
}

/**
 * Checks the old password against the stored hash, sets the new one, and ends every other
 * session of the user (and any reset link); the caller's own session stays.
 */
export async function changePassword(db: Db, userId: string, sessionId: string, input: ChangePasswordInput) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword))) throw badRequest(MSG.incorrectOldPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, sessionId);
    await revokeResetTokens(tx, userId);
  });
}
