import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/**
 * The audit log's one door (issue 13 §7). Every admin action on people or money calls this with
 * the transaction that makes the change, so the entry and the change land together or not at all.
 * `actorId` is the acting admin (null for the system, e.g. repeated failed logins); `ip` the
 * caller's address (`req.ip`). `before`/`after` hold only the fields that changed, never a
 * password, hash or token.
 */
export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  targetUserId?: string | null;
  ip?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Anything else worth keeping: a refund's id, an import's counts, a post's id. */
  data?: Record<string, unknown> | null;
}

/** Dotted names, grouped by what they act on; the audit page filters by them. */
export type AuditAction =
  | 'member.status'
  | 'member.profitable'
  | 'member.create'
  | 'member.import'
  | 'member.sessions_end'
  | 'member.erase'
  | 'refund.create'
  | 'refund.override'
  | 'refund.failed'
  | 'plan.update'
  | 'offer.update'
  | 'coupon.update'
  | 'content.update'
  | 'blog.create'
  | 'blog.update'
  | 'blog.delete'
  | 'post.approve'
  | 'post.reject'
  | 'reminder.send'
  | 'login.repeated_failures';

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    ip: entry.ip ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    data: entry.data ?? null,
  });
}
