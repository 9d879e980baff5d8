import { z } from 'zod';
import { limitParam, offsetParam, pageWindow } from '../paging.ts';
import { blankAsAbsent, emailField } from '../fields.ts';

/**
 * The audit log (issue 13 §7, decision 0030): who did what to whom, before and after, from which
 * address. The server writes it through recordAudit (modules/audit); admins read it at /admin/audit.
 */

/** Dotted names, grouped by what they act on. The server's AuditAction is this list. */
export const AUDIT_ACTIONS = [
  'member.status',
  'member.profitable',
  'member.create',
  'member.import',
  'member.sessions_end',
  'member.erase',
  'account.update',
  'account.email',
  'account.erase',
  'refund.create',
  'refund.override',
  'refund.failed',
  'plan.update',
  'offer.update',
  'content.update',
  'content.restore',
  'maintenance.update',
  'analytics.update',
  'blog.create',
  'blog.update',
  'blog.delete',
  'post.approve',
  'post.reject',
  'reminder.send',
  'data.export',
  'invoice.settings',
  'login.repeated_failures',
  'subscriber.remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the page and the action filter call each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'member.status': 'Account activated or deactivated',
  'member.profitable': 'Profitable badge changed',
  'member.create': 'Member created',
  'member.import': 'Members imported',
  'member.sessions_end': 'Sessions ended',
  'member.erase': 'Member erased',
  'account.update': 'Details changed by the member',
  'account.email': 'E-mail changed by the member',
  'account.erase': 'Account deleted by the member',
  'refund.create': 'Refund issued',
  'refund.override': 'Refund past the guidance',
  'refund.failed': 'Refund failed',
  'plan.update': 'Plan price changed',
  'offer.update': 'Daily offer changed',
  'content.update': 'Site content changed',
  'content.restore': 'Site content restored',
  'maintenance.update': 'Maintenance mode switched',
  'analytics.update': 'Analytics ids changed',
  'blog.create': 'Blog created',
  'blog.update': 'Blog updated',
  'blog.delete': 'Blog deleted',
  'post.approve': 'Post approved',
  'post.reject': 'Post rejected',
  'reminder.send': 'Renewal reminder sent',
  'data.export': 'Exported to Excel',
  'invoice.settings': 'Invoice settings changed',
  'login.repeated_failures': 'Repeated failed logins',
  'subscriber.remove': 'Subscriber removed',
};

/** A row's name for its action: the label, or the raw name for an action this release no longer knows. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action;
}

/** Rows per page on /admin/audit; the API answers at most the largest. */
export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;
export const AUDIT_MAX_LIMIT = 100;


export const AUDIT_MSG = {
  invalidAdmin: 'Invalid admin id',
  unknownAction: 'Unknown action',
  invalidMember: 'Invalid member id',
} as const;

/** GET /api/admin/audit?offset&limit&actorId&action&targetUserId|targetEmail: newest first. */
export const AuditListParamsSchema = z.object({
  offset: offsetParam,
  limit: limitParam(AUDIT_MAX_LIMIT, AUDIT_PAGE_SIZES[0]),
  /** The acting admin. */
  actorId: z.preprocess(blankAsAbsent, z.uuid({ error: AUDIT_MSG.invalidAdmin }).optional()),
  action: z.preprocess(blankAsAbsent, z.enum(AUDIT_ACTIONS, { error: AUDIT_MSG.unknownAction }).optional()),
  /** The member concerned, by id (the member page links here) or by e-mail (the page's finder). */
  targetUserId: z.preprocess(blankAsAbsent, z.uuid({ error: AUDIT_MSG.invalidMember }).optional()),
  /** With targetUserId too, both must name the same member. */
  targetEmail: z.preprocess(blankAsAbsent, emailField.optional()),
});
export type AuditListParams = z.input<typeof AuditListParamsSchema>;

/** Someone an entry names: the acting admin or the member concerned. */
export const AuditPersonSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type AuditPerson = z.infer<typeof AuditPersonSchema>;

const jsonRecord = z.record(z.string(), z.unknown()).nullable();

export const AuditEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  /** The acting admin; null for the system (repeated failed logins, a provider's webhook). */
  actor: AuditPersonSchema.nullable(),
  /** The member concerned; null when the action concerns no one (a plan price) or they are gone. */
  target: AuditPersonSchema.nullable(),
  /** Only the fields that changed; never a password, hash or token. */
  before: jsonRecord,
  after: jsonRecord,
  /** Anything else worth keeping: a refund's id and amount, an import's counts, a post's id. */
  data: jsonRecord,
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  ...pageWindow,
  /** The member the list is filtered by (so the page can name them); null without one or when no one has that e-mail. */
  member: AuditPersonSchema.nullable(),
});
export type AuditList = z.infer<typeof AuditListSchema>;

/** GET /api/admin/audit/filters: what fills the page's selects. */
export const AuditFiltersSchema = z.object({
  admins: z.array(AuditPersonSchema),
  actions: z.array(z.object({ value: z.enum(AUDIT_ACTIONS), label: z.string() })),
});
export type AuditFilters = z.infer<typeof AuditFiltersSchema>;
