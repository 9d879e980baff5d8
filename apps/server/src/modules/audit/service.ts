import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEntry, type AuditFilters, type AuditList, type AuditListParamsSchema, type AuditPerson,
} from '@tlt/shared/back-office/audit';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { redactRecord } from './redact.ts';

type Params = z.output<typeof AuditListParamsSchema>;

const actor = alias(users, 'actor');
const target = alias(users, 'target');

const person = (id: string | null, name: string | null, email: string | null): AuditPerson | null =>
  id && name !== null && email !== null ? { _id: id, name, email } : null;

/** The member a filter names, by id or by e-mail; undefined when the filter names no one. */
async function filteredMember(db: Db, p: Params): Promise<AuditPerson | null | undefined> {
  if (!p.targetUserId && !p.targetEmail) return undefined;
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users)
    .where(and(p.targetUserId ? eq(users.id, p.targetUserId) : undefined, p.targetEmail ? eq(users.email, p.targetEmail) : undefined));
  return row ? person(row.id, row.name, row.email) : null;
}

/**
 * GET /api/admin/audit: newest first, filtered by the acting admin, the action and the member
 * concerned, with the total. Each entry names the admin and the member as they are now (name,
 * e-mail); before/after pass the secret filter again on the way out.
 */
export async function listAudit(db: Db, p: Params): Promise<AuditList> {
  const member = await filteredMember(db, p);
  const page = { offset: p.offset, limit: p.limit, member: member ?? null };
  // An e-mail no one has (or not the id's) matches nothing; an id alone of someone since erased still finds their entries.
  if (member === null && p.targetEmail) return { ...page, entries: [], total: 0 };
  const targetId = p.targetUserId ?? member?._id;
  const conds: SQL[] = [];
  if (p.actorId) conds.push(eq(auditLog.actorId, p.actorId));
  if (p.action) conds.push(eq(auditLog.action, p.action));
  if (targetId) conds.push(eq(auditLog.targetUserId, targetId));
  const where = conds.length ? and(...conds) : undefined;

  const [rows, [{ n }]] = await Promise.all([
    db.select({
      id: auditLog.id, action: auditLog.action, ip: auditLog.ip, createdAt: auditLog.createdAt,
      before: auditLog.before, after: auditLog.after, data: auditLog.data,
      actorId: actor.id, actorName: actor.name, actorEmail: actor.email,
      targetId: target.id, targetName: target.name, targetEmail: target.email,
    }).from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(target, eq(target.id, auditLog.targetUserId))
      .where(where)
      // `nulls last` as the created_at indexes are (drizzle's .desc()), or PostgreSQL sorts the whole table.
      .orderBy(sql`${auditLog.createdAt} desc nulls last`, desc(auditLog.id))
      .limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);

  const entries: AuditEntry[] = rows.map((r) => ({
    _id: r.id,
    action: r.action,
    actor: person(r.actorId, r.actorName, r.actorEmail),
    target: person(r.targetId, r.targetName, r.targetEmail),
    before: redactRecord(r.before as Record<string, unknown> | null),
    after: redactRecord(r.after as Record<string, unknown> | null),
    data: redactRecord(r.data as Record<string, unknown> | null),
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
  }));
  return { ...page, entries, total: n };
}

/** The page's selects: every admin (there are a handful) and every action with its label. */
export async function auditFilters(db: Db): Promise<AuditFilters> {
  const admins = await db.select({ id: users.id, name: users.name, email: users.email }).from(users)
    .where(eq(users.userType, 'admin')).orderBy(asc(users.name), asc(users.email));
  return {
    admins: admins.map((a) => ({ _id: a.id, name: a.name, email: a.email })),
    actions: AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
  };
}
