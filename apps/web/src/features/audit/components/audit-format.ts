import { auditActionLabel, type AuditEntry } from '@tlt/shared/back-office/audit';

/** A row's action in words; the two switches say which way they went ("Marked profitable"). */
export function entryLabel(e: Pick<AuditEntry, 'action' | 'after'>): string {
  const after = e.after ?? {};
  if (e.action === 'member.status' && typeof after.active === 'boolean') return after.active ? 'Activated' : 'Deactivated';
  if (e.action === 'member.profitable' && typeof after.isProfitable === 'boolean')
    return after.isProfitable ? 'Marked profitable' : 'Marked not profitable';
  return auditActionLabel(e.action);
}

const FIELD_LABELS: Record<string, string> = {
  active: 'Active',
  isProfitable: 'Profitable',
  sessionsEnded: 'Sessions ended',
  refunded: 'Refunded (₹)',
  amount: 'Amount (₹)',
  captured: 'Captured (₹)',
  suggested: 'Suggested (₹)',
  endDate: 'Period ends',
  txnId: 'Payment',
  orderId: 'Order',
  reason: 'Reason',
  status: 'Status',
  baseAmount: 'Price (₹)',
  struckAmount: 'Struck price (₹)',
  emi: 'EMI (₹)',
  planType: 'Plan',
  discount: 'Discount (%)',
  code: 'Offer code',
  endsAt: 'Offer ends at',
  key: 'Content',
  title: 'Title',
  slug: 'Address',
  shortDescription: 'Summary',
  description: 'Body',
  isLocked: 'Members only',
  lockedContent: 'Teaser',
  verificationStatus: 'Status',
  rejectionReason: 'Reason',
  failures: 'Failed logins',
  window: 'Within',
  email: 'E-mail',
  guidance: 'Guidance',
  rule: 'Rule',
  withinWindow: 'Within 7 days',
  videosUnlocked: 'Videos unlocked',
  export: 'Exported',
  q: 'Search',
  period: 'Plan status',
  profitable: 'Profitable',
  plan: 'Plan',
};

/** Internal ids the admin never needs to read (the entry already names the member and the thing). */
export const HIDDEN_DATA = new Set(['blogId', 'postId', 'refundId', 'paymentId', 'planId']);

/** "isLocked" → "Members only"; an unknown "someField" → "Some field". */
export function fieldLabel(key: string): string {
  if (Object.hasOwn(FIELD_LABELS, key)) return FIELD_LABELS[key];
  const words = key.replace(/[_.]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const DMY_TIME = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
const NUMBER = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_SHOWN = 160;

/** DD-MM-YYYY HH:MM in the viewer's zone (spec §9's recorded-date form). */
export const dmyTime = (iso: string) => DMY_TIME.format(new Date(iso)).replaceAll('/', '-').replace(',', '');

/** A stored value in words: Yes/No, dates, Indian grouping, long text cut. */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'number') return NUMBER.format(v);
  const text = typeof v === 'string'
    ? (ISO_TIME.test(v) && !Number.isNaN(Date.parse(v)) ? dmyTime(v) : v)
    : Array.isArray(v)
      ? v.map(formatValue).join(', ')
      // A nested record (a refund's guidance): its fields in words, never raw JSON.
      : typeof v === 'object'
        ? Object.entries(v as Record<string, unknown>).map(([k, x]) => `${fieldLabel(k)}: ${formatValue(x)}`).join(' · ')
        : String(v);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

export interface ChangeLine {
  key: string;
  label: string;
  /** Absent when the entry records only the new value. */
  before?: string;
  after: string;
}

/** The entry's before → after, field by field, in the order the entry wrote them. */
export function changeLines(e: Pick<AuditEntry, 'before' | 'after'>): ChangeLine[] {
  const before = e.before ?? {};
  const after = e.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => ({
    key,
    label: fieldLabel(key),
    ...(e.before && Object.hasOwn(before, key) ? { before: formatValue(before[key]) } : {}),
    after: Object.hasOwn(after, key) ? formatValue(after[key]) : '—',
  }));
}

/** The entry's other details worth reading ("Amount (₹): 17,999"), ids left out. */
export function detailLines(e: Pick<AuditEntry, 'data'>): { key: string; label: string; value: string }[] {
  return Object.entries(e.data ?? {})
    .filter(([k]) => !HIDDEN_DATA.has(k))
    .map(([key, v]) => ({ key, label: fieldLabel(key), value: formatValue(v) }));
}
