import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG, type AdminEraseInput, type DeleteAccountInput, type EraseResult } from '@tlt/shared/account';
import { MEMBER_MSG } from '@tlt/shared/back-office/members';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { subscribe, unsubscribe } from '../subscribers/service.ts';
import { eraseLocked, lockErasable } from './erase.ts';

interface Deps {
  db: Db;
  mailer: Pick<AppMailer, 'send'>;
}

/** POST /api/user/me/delete: the password again, then the erasure in one transaction (account.erase, the member as actor). */
export async function deleteOwnAccount(deps: Deps, userId: string, input: DeleteAccountInput, ip: string): Promise<EraseResult> {
  const [me] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!me || !(await verifyPassword(me.passwordHash, input.password))) throw badRequest(ACCOUNT_MSG.incorrectPassword);
  return deps.db.transaction(async (tx) => {
    const row = await lockErasable(tx, userId);
    if (!row) throw badRequest(ACCOUNT_MSG.incorrectPassword);
    return eraseLocked(tx, deps.mailer, row, input.posts, { actorId: userId, ip, action: 'account.erase' });
  });
}

/** POST /api/user/:id/erase (admins, on the member's request by mail): the same erasure, written as member.erase. */
export async function eraseMember(deps: Deps, actor: { id: string; ip: string }, userId: string, input: AdminEraseInput): Promise<EraseResult> {
  return deps.db.transaction(async (tx) => {
    const row = await lockErasable(tx, userId);
    if (!row) throw notFound(MEMBER_MSG.notFound);
    return eraseLocked(tx, deps.mailer, row, input.posts, { actorId: actor.id, ip: actor.ip, action: 'member.erase', reason: input.reason });
  });
}

/**
 * PUT /api/user/me/consents/marketing. Withdrawing ends every live marketing consent of the member
 * (given signed in or by their address) and takes the address off the newsletter list in one
 * transaction; giving subscribes the address again with a consent of its own.
 */
export async function setMarketingConsent(db: Db, who: { userId: string; email: string }, given: boolean): Promise<void> {
  if (given) {
    await subscribe(db, who.email, { userId: who.userId, source: 'profile' });
    return;
  }
  await db.transaction(async (tx) => {
    await unsubscribe(tx, who.email);
  });
}
