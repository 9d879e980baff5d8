import { and, eq, isNull } from 'drizzle-orm';
import { MEMBER_MSG, type MemberRow } from '@tlt/shared/back-office/members';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { memberColumns, toMemberRow } from './member-list.ts';

/** Who acts and from where: written into the audit entry. */
export interface Actor {
  id: string;
  ip: string;
}

type UserRow = typeof users.$inferSelect;

async function lockMember(tx: Db, where: ReturnType<typeof eq>): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(where).for('update');
  if (!row) throw notFound(MEMBER_MSG.notFound);
  return row;
}

async function memberRow(db: Db, id: string): Promise<MemberRow> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id));
  return toMemberRow(row);
}

/** Ends every live session of the member; answers how many (a trigger tells every process, 0001). */
export async function revokeAllSessions(tx: Db, userId: string): Promise<number> {
  const ended = await tx.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Activates or deactivates a member by e-mail (spec §7 changeUserStatus). Deactivating ends every
 * session in the same transaction, so no token of theirs works once it commits; login then answers
 * the suspended message (§8). An admin cannot deactivate their own account. A change writes
 * member.status to the audit log in the same transaction; asking for the status in force writes nothing.
 */
export async function setMemberActive(db: Db, actor: Actor, email: string, active: boolean) {
  const target = await db.transaction(async (tx) => {
    const row = await lockMember(tx, eq(users.email, email));
    if (!active && row.id === actor.id) throw badRequest(MEMBER_MSG.cannotDeactivateSelf);
    if (row.active === active) return row;
    await tx.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, row.id));
    const sessionsEnded = active ? 0 : await revokeAllSessions(tx, row.id);
    await recordAudit(tx, {
      actorId: actor.id, action: 'member.status', targetUserId: row.id, ip: actor.ip,
      before: { active: row.active }, after: { active }, data: active ? null : { sessionsEnded },
    });
    return row;
  });
  return { userId: target.id, member: await memberRow(db, target.id) };
}

/** Marks a member profitable or not (spec §7 changeUserProfitableStatus): the badge on their posts. */
export async function setMemberProfitable(db: Db, actor: Actor, email: string, isProfitable: boolean) {
  const target = await db.transaction(async (tx) => {
    const row = await lockMember(tx, eq(users.email, email));
    if (row.isProfitable === isProfitable) return row;
    await tx.update(users).set({ isProfitable, updatedAt: new Date() }).where(eq(users.id, row.id));
    await recordAudit(tx, {
      actorId: actor.id, action: 'member.profitable', targetUserId: row.id, ip: actor.ip,
      before: { isProfitable: row.isProfitable }, after: { isProfitable },
    });
    return row;
  });
  return { userId: target.id, member: await memberRow(db, target.id) };
}

/** "End all sessions" on the member's page: signed out everywhere, the account stays active. */
export async function endMemberSessions(db: Db, actor: Actor, userId: string) {
  return db.transaction(async (tx) => {
    const row = await lockMember(tx, eq(users.id, userId));
    const ended = await revokeAllSessions(tx, row.id);
    await recordAudit(tx, {
      actorId: actor.id, action: 'member.sessions_end', targetUserId: row.id, ip: actor.ip, data: { sessionsEnded: ended },
    });
    return { ended };
  });
}
