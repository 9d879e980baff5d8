import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { auditActionLabel, type AuditEntry } from '@tlt/shared/back-office/audit';
import { NAMED_SIGNUP_SOURCES } from '@tlt/shared/back-office/analytics';
import { i18n, translateShared } from '../../../lib/i18n.ts';
import { planName } from '../../../lib/period-dates.ts';

/** A row's action in words; the two switches say which way they went ("Marked profitable"). */
export function entryLabel(e: Pick<AuditEntry, 'action' | 'after'>): string {
  const after = e.after ?? {};
  if (e.action === 'member.status' && typeof after.active === 'boolean') return after.active ? t`Activated` : t`Deactivated`;
  if (e.action === 'member.profitable' && typeof after.isProfitable === 'boolean')
    return after.isProfitable ? t`Marked profitable` : t`Marked not profitable`;
  return translateShared(auditActionLabel(e.action));
}

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  isProfitable: msg`Profitable`,
  sessionsEnded: msg`Sessions ended`,
  refunded: msg`Refunded (₹)`,
  amount: msg`Amount (₹)`,
  captured: msg`Captured (₹)`,
  suggested: msg`Suggested (₹)`,
  endDate: msg`Period ends`,
  txnId: msg`Payment`,
  orderId: msg`Order`,
  reason: msg`Reason`,
  status: msg`Status`,
  baseAmount: msg`Price (₹)`,
  struckAmount: msg`Struck price (₹)`,
  emi: msg`EMI (₹)`,
  planType: msg`Plan`,
  discount: msg`Discount (%)`,
  code: msg`Offer code`,
  endsAt: msg`Offer ends at`,
  key: msg`Content`,
  title: msg`Title`,
  slug: msg`Address`,
  shortDescription: msg`Summary`,
  description: msg`Body`,
  isLocked: msg`Members only`,
  lockedContent: msg`Teaser`,
  verificationStatus: msg`Status`,
  rejectionReason: msg`Reason`,
  failures: msg`Failed logins`,
  window: msg`Within`,
  email: msg`E-mail`,
  guidance: msg`Guidance`,
  rule: msg`Rule`,
  withinWindow: msg`Within 7 days`,
  videosUnlocked: msg`Videos unlocked`,
  export: msg`Exported`,
  q: msg`Search`,
  period: msg`Plan status`,
  profitable: msg`Profitable`,
  plan: msg`Plan`,
  source: msg`Source`,
  name: msg`Name`,
  contactNo: msg`Contact`,
  // A member import's row, a refund's closed courses, an erased account, a webinar export.
  row: msg`Row`,
  importId: msg`Import run`,
  endedCourses: msg`Courses ended`,
  posts: msg`Posts`,
  postsRemoved: msg`Posts removed`,
  commentsRemoved: msg`Comments removed`,
  comments: msg`Comments`,
  slot: msg`Session`,
  slotDate: msg`Session`,
  language: msg`Language`,
  // The invoice settings (the seller on every new invoice), as their form names them.
  sellerName: msg`Registered name of the seller`,
  address: msg`Address`,
  gstin: msg`GSTIN`,
  stateCode: msg`State`,
  gstRate: msg`GST rate (%)`,
  sac: msg`SAC code`,
};

/** Fields whose values are names the app gives (a plan, a payment's source): shown in the page's language. */
const NAMED_VALUES: Record<string, (v: string) => string | null> = {
  planType: planName,
  plan: planName,
  source: (v) => (NAMED_SIGNUP_SOURCES.includes(v) ? translateShared(v) : null),
  rule: (v) => (v === 'full' ? t`Full refund` : v === 'partial' ? t`Partial refund` : null),
  posts: (v) => (v === 'remove' ? t`Removed` : v === 'keep' ? t`Kept` : null),
};

/**
 * A field's value as words the app chose (a plan's name), or null when it is what a person typed
 * or a record holds (a name, a payment reference, a reason): the table marks that as such.
 */
export function namedValue(key: string, v: unknown): string | null {
  // The courses a refund closed: the seeded courses' names in the page's language.
  if (key === 'endedCourses' && Array.isArray(v)) return v.length ? v.map((c) => translateShared(String(c))).join(', ') : '—';
  if (typeof v !== 'string' || !Object.hasOwn(NAMED_VALUES, key)) return null;
  return NAMED_VALUES[key](v);
}

/** Whether a value is text from a person or a record (not a number, date, yes/no or a named value). */
export const isWritten = (key: string, v: unknown): boolean =>
  typeof v === 'string' && v !== '' && namedValue(key, v) === null && !(ISO_TIME.test(v) && !Number.isNaN(Date.parse(v)));

/** Internal ids the admin never needs to read (the entry already names the member and the thing). */
export const HIDDEN_DATA = new Set(['blogId', 'postId', 'refundId', 'paymentId', 'planId']);

/** "isLocked" → "Members only"; an unknown "someField" → "Some field". */
export function fieldLabel(key: string): string {
  if (Object.hasOwn(FIELD_LABELS, key)) return i18n._(FIELD_LABELS[key]);
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
  if (typeof v === 'boolean') return v ? t`Yes` : t`No`;
  if (typeof v === 'number') return NUMBER.format(v);
  const text = typeof v === 'string'
    ? (ISO_TIME.test(v) && !Number.isNaN(Date.parse(v)) ? dmyTime(v) : v)
    : Array.isArray(v)
      ? v.map(formatValue).join(', ')
      // A nested record (a refund's guidance): its fields in words, never raw JSON.
      : typeof v === 'object'
        ? Object.entries(v as Record<string, unknown>).map(([k, x]) => `${fieldLabel(k)}: ${namedValue(k, x) ?? formatValue(x)}`).join(' · ')
        : String(v);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

const valueOf = (key: string, v: unknown): string => namedValue(key, v) ?? formatValue(v);

export interface ChangeLine {
  key: string;
  label: string;
  /** The values are a person's text or a record's data (marked so on the page). */
  written: boolean;
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
    written: isWritten(key, after[key]) || isWritten(key, before[key]),
    ...(e.before && Object.hasOwn(before, key) ? { before: valueOf(key, before[key]) } : {}),
    after: Object.hasOwn(after, key) ? valueOf(key, after[key]) : '—',
  }));
}

/** The entry's other details worth reading ("Amount (₹): 17,999"), ids left out. */
export function detailLines(e: Pick<AuditEntry, 'data'>): { key: string; label: string; value: string; written: boolean }[] {
  return Object.entries(e.data ?? {})
    .filter(([k]) => !HIDDEN_DATA.has(k))
    .map(([key, v]) => ({ key, label: fieldLabel(key), value: valueOf(key, v), written: isWritten(key, v) }));
}
