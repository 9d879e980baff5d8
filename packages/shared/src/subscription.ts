import type { User } from './user.ts';

/** A paid period as either side holds it: ISO strings on the wire, Dates on the server. */
interface PeriodLike { startDate: string | Date; endDate: string | Date }

const ms = (d: string | Date) => new Date(d).getTime();

/**
 * The period in force at `now` (started, not ended), or null. A member who renewed early has a
 * queued period that starts when this one ends: until then this one is the member's plan, with its
 * courses (issue 26 §4). Where periods overlap (a hand-entered payment), the one ending first.
 */
export function periodInForce<P extends PeriodLike>(periods: readonly P[], now = new Date()): P | null {
  let found: P | null = null;
  for (const p of periods) {
    if (ms(p.startDate) <= now.getTime() && ms(p.endDate) > now.getTime() && (!found || ms(p.endDate) < ms(found.endDate))) found = p;
  }
  return found;
}

/** The period queued after the one in force (bought early): the first to start after `now`, or null. */
export function nextPeriod<P extends PeriodLike>(periods: readonly P[], now = new Date()): P | null {
  let found: P | null = null;
  for (const p of periods) if (ms(p.startDate) > now.getTime() && (!found || ms(p.startDate) < ms(found.startDate))) found = p;
  return found;
}

/**
 * The order payments go out in (the user's `payment` array): the period in force first, as the spec's
 * clients read payment[0] as the current plan, then the rest, latest-ending first. With none in
 * force, simply latest-ending first.
 */
export function orderPeriods<P extends PeriodLike>(periods: readonly P[], now = new Date()): P[] {
  const current = periodInForce(periods, now);
  const rest = periods.filter((p) => p !== current).sort((a, b) => ms(b.endDate) - ms(a.endDate));
  return current ? [current, ...rest] : rest;
}

/** The current plan: the period in force, else the latest to end (payment[0] as the server ordered it). */
export function currentPeriod(user: Pick<User, 'payment'>, now = new Date()): User['payment'][number] | null {
  return periodInForce(user.payment, now) ?? orderPeriods(user.payment, now)[0] ?? null;
}

/** When the member's paid access ends: the end of the period ending last (a queued one included). */
export function currentPeriodEnd(user: Pick<User, 'payment'>): Date | null {
  let end: number | null = null;
  for (const p of user.payment) if (end === null || ms(p.endDate) > end) end = ms(p.endDate);
  return end === null ? null : new Date(end);
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
