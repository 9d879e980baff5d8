import type { AuditAction } from '@tlt/shared/back-office/audit';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { redactRecord } from './redact.ts';

/** Dotted names, grouped by what they act on; the list lives in @tlt/shared/back-office/audit (the page filters by it). */
export type { AuditAction } from '@tlt/shared/back-office/audit';
export { auditDiff } from './diff.ts';

/** The admin acting and the address they act from (`req.user.id`, `req.ip`). */
export interface AuditActor {
  id: string;
  ip: string;
}

/**
 * The audit log's one door (issue 13 §7, decision 0030). Every admin action on people or money
 * calls this with the transaction that makes the change, so the entry and the change land together
 * or not at all. `actorId` is the acting admin (null for the system, e.g. repeated failed logins);
 * `ip` the caller's address (`req.ip`). `before`/`after` hold only the fields that changed (see
 * auditDiff), never a password, hash or token.
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

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    ip: entry.ip ?? null,
    // Secrets are dropped even if a caller passed one: every admin reads the log.
    before: redactRecord(entry.before),
    after: redactRecord(entry.after),
    data: redactRecord(entry.data),
  });
}

/**
 * An admin took personal data out of the site as a file (Discourse's staff log records CSV
 * exports too): what, with which search and filters. Written before the file streams; there is no
 * change to share a transaction with.
 */
export function recordExport(db: Db, actor: AuditActor, what: string, filters: Record<string, unknown> = {}): Promise<void> {
  const given = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return recordAudit(db, { actorId: actor.id, action: 'data.export', ip: actor.ip, data: { export: what, ...given } });
}
