import type { User } from './user.ts';

/** The current plan is payment[0]; admins never need one. */
export function currentPeriodEnd(user: Pick<User, 'payment'>): Date | null {
  const end = user.payment[0]?.endDate;
  return end ? new Date(end) : null;
}

export function hasCurrentPeriod(user: Pick<User, 'payment' | 'userType'>, now = new Date()): boolean {
  if (user.userType === 'admin') return true;
  const end = currentPeriodEnd(user);
  return end !== null && end.getTime() > now.getTime();
}

/** Fields whose change makes the app rewrite the stored user (site-and-admin §4, App start). */
export const STORED_USER_FIELDS = [
  'active', 'agree', 'email', 'experience', 'investorType', 'isProfitable',
  'name', 'portfolio', 'profileImg', 'userType', '_id', 'payment',
] as const satisfies readonly (keyof User)[];

export function storedUserDiffers(stored: User, fresh: User): boolean {
  return STORED_USER_FIELDS.some(
    (k) => JSON.stringify(stored[k]) !== JSON.stringify(fresh[k]),
  );
}
