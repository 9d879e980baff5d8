import type { User } from '@tlt/shared/user';
import { hasCurrentPeriod, storedUserDiffers } from '@tlt/shared/subscription';
import { clearSession, readSession, saveUser, type StoredSession } from './storage.ts';

export interface StartResult {
  session: StoredSession | null;
  /** The stored member's paid period had ended: storage was cleared and the app goes to /. */
  expired: boolean;
}

/** Spec §4 App start, first half: drop a stored member whose current plan has ended. */
export function startSession(now = new Date()): StartResult {
  const session = readSession();
  if (!session) return { session: null, expired: false };
  if (!hasCurrentPeriod(session.user, now)) {
    clearSession();
    return { session: null, expired: true };
  }
  return { session, expired: false };
}

/**
 * Spec §4 App start, second half: the user from GET /api/auth replaces the stored one
 * only when a listed field changed, so an unchanged refresh never touches storage.
 */
export function applyRefreshedUser(stored: User, fresh: User): boolean {
  if (!storedUserDiffers(stored, fresh)) return false;
  saveUser(fresh);
  return true;
}
