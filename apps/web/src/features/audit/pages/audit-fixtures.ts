import type { AuditEntry, AuditFilters, AuditList, AuditPerson } from '@tlt/shared/back-office/audit';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@tlt/shared/back-office/audit';

export const DESK: AuditPerson = { _id: 'a1', name: 'Desk Admin', email: 'desk@example.com' };
export const SECOND: AuditPerson = { _id: 'a2', name: 'Second Admin', email: 'second@example.com' };
export const ASHA: AuditPerson = { _id: 'm1', name: 'Asha Verma', email: 'asha@example.com' };

let n = 0;
export function entry(o: Partial<AuditEntry> = {}): AuditEntry {
  n += 1;
  return {
    _id: `e${n}`, action: 'member.profitable', actor: DESK, target: ASHA, before: null, after: null, data: null,
    ip: '10.0.0.1', createdAt: '2025-06-01T09:30:00.000Z', ...o,
  };
}

export const ENTRIES: AuditEntry[] = [
  entry({
    action: 'refund.create', before: { refunded: 0, endDate: '2026-06-01T00:00:00.000Z' }, after: { refunded: 17999, endDate: '2025-06-02T10:00:00.000Z' },
    data: { refundId: 'r-uuid', txnId: 'pay_123', amount: 17999, guidance: { rule: 'full', suggested: 17999, withinWindow: true } },
  }),
  entry({ action: 'member.profitable', before: { isProfitable: false }, after: { isProfitable: true } }),
  entry({ action: 'login.repeated_failures', actor: null, ip: '203.0.113.9', data: { failures: 10, window: '15 minutes' } }),
  entry({ action: 'plan.update', actor: SECOND, target: null, before: { baseAmount: 9199 }, after: { baseAmount: 9999 }, data: { planId: 1, planType: 'Quarterly' } }),
];

export const list = (entries: AuditEntry[] = ENTRIES, o: Partial<AuditList> = {}): AuditList =>
  ({ entries, total: entries.length, offset: 0, limit: 20, member: null, ...o });

export const FILTERS: AuditFilters = {
  admins: [DESK, SECOND],
  actions: AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
};
