import { INDIA_TIME_ZONE } from '@tlt/shared/india-time';
import { formatRupees } from '@tlt/shared/money-format';
import { formatPeriodEnd, formatPeriodStart } from '@tlt/shared/period-dates';
import { BRAND } from './brand.ts';
import { Letter, compose } from './letter.tsx';
import { ReceiptMail, RefundMail } from './receipt-mails.tsx';
import { renderHtml } from './render.ts';
import type { MailContent } from './types.ts';

export { BRAND } from './brand.ts';
export type { MailContent } from './types.ts';

/** Refund terms of site-and-admin §9, stated on every receipt. */
export const REFUND_TERMS: readonly string[] = [
  'Full refund if you ask within 7 calendar days of your payment.',
  'The convenience fee and GST charged by the bank or merchant are not refunded.',
  'If the locked videos of the free course were unlocked, the refund is 80% of the amount.',
];

/** DD-MM-YYYY in India's zone, the spec's date display. */
export function displayDate(d: Date | string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric',
  }).formatToParts(new Date(d));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('day')}-${get('month')}-${get('year')}`;
}


/** The forgot-password mail; `link` is single-use and valid for one hour. */
export function passwordResetMail(o: { name: string; link: string }): MailContent {
  const subject = `Reset your password | ${BRAND}`;
  const asked = `We received a request to reset the password of your account at ${BRAND}.`;
  const within = 'Open this link within 1 hour to choose a new password. It works only once:';
  const tail = 'If you did not ask for this, ignore this mail: your password stays as it is.';
  const text = [`Hi ${o.name},`, '', asked, within, '', o.link, '', tail].join('\n');
  const html = renderHtml(Letter, { name: o.name, lead: [`${asked} ${within}`], link: { href: o.link, label: 'Reset my password' }, tail: [tail] });
  return { subject, text, html };
}

export interface ReceiptMailInput {
  name: string;
  /** As stored on the payment: Quarterly, Half-Yearly, Yearly, … */
  planType: string;
  /** Currency units (rupees), not paise. */
  amountRupees: number;
  startDate: Date | string;
  endDate: Date | string;
  /** Defaults to REFUND_TERMS. */
  refundTerms?: readonly string[];
  /** The invoice's signed link (billing's documentLink): opens the PDF without signing in, for a while. */
  invoiceUrl: string;
  /** The profile's payment history (invoicePageUrl), where the invoice stays after the link expires. */
  paymentsUrl: string;
  /** Days the invoice link works. */
  linkDays: number;
}

/** The profile's payment history, where each payment's invoice downloads (issue 15). */
export const invoicePageUrl = (publicUrl: string) => `${publicUrl}/profile#payments`;

/** The payment receipt sent after signup and renewal: plan, amount, period, the invoice's link and refund terms. */
export function receiptMail(o: ReceiptMailInput): MailContent {
  const terms = o.refundTerms ?? REFUND_TERMS;
  const rows: [string, string][] = [
    ['Plan', o.planType],
    ['Amount paid', formatRupees(o.amountRupees)],
    ['Membership period', `${formatPeriodStart(o.startDate, 'dmy')} to ${formatPeriodEnd(o.endDate, 'dmy')}`],
  ];
  const subject = `Payment receipt: ${o.planType} membership | ${BRAND}`;
  const text = [
    `Hi ${o.name},`,
    '',
    `Thank you for your payment. Your membership of ${BRAND} is active.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `Download your GST tax invoice (the link works for ${o.linkDays} days, no sign-in needed): ${o.invoiceUrl}`,
    `Later, it is under Payment history on your profile: ${o.paymentsUrl}`,
    '',
    'Refund terms:',
    ...terms.map((t) => `- ${t}`),
  ].join('\n');
  const html = renderHtml(ReceiptMail, { name: o.name, rows, invoiceUrl: o.invoiceUrl, paymentsUrl: o.paymentsUrl, linkDays: o.linkDays, terms });
  return { subject, text, html };
}

export interface RefundMailInput {
  name: string;
  planType: string;
  /** Currency units (rupees), not paise. */
  amountRupees: number;
  /** The provider's payment id the refund goes back to. */
  txnId: string;
  issuedAt: Date | string;
  /** When the refund took the whole payment back: the period it paid for ended then. Else the period runs on. */
  endedAt: Date | string | null;
  periodEnd: Date | string;
  /** The refund also ended the course access the payment bought (issue 26 §1). */
  endedCourseAccess: boolean;
  /** The credit note's signed link: opens the PDF without signing in once the refund is processed. */
  creditNoteUrl: string;
  /** Days that link works. */
  linkDays: number;
}

/** The refund notice, in the receipt's style: amount, payment, when, what it ended, and its credit note's link. */
export function refundMail(o: RefundMailInput): MailContent {
  const rows: [string, string][] = [
    ['Amount refunded', formatRupees(o.amountRupees)],
    ['Payment ID', o.txnId],
    ['Plan', o.planType],
    ['Refund issued on', displayDate(o.issuedAt)],
  ];
  const lead = `We have issued a refund of ${formatRupees(o.amountRupees)} for your payment. It goes back to the card or account you paid with, usually within 5-7 working days.`;
  const period = o.endedAt
    ? `As the whole payment was refunded, your ${o.planType} membership ${o.endedCourseAccess ? 'and its course access ' : ''}ended on ${formatPeriodEnd(o.endedAt, 'dmy')}.`
    : `Your membership continues until ${formatPeriodEnd(o.periodEnd, 'dmy')}.${o.endedCourseAccess ? ' The course access that came with this payment has ended.' : ''}`;
  const note = `Your credit note (GST) opens here once the refund is processed, no sign-in needed; the link works for ${o.linkDays} days:`;
  const fees = REFUND_TERMS[1];
  const subject = `Your refund has been issued | ${BRAND}`;
  const text = [`Hi ${o.name},`, '', lead, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', period, '', note, o.creditNoteUrl, '', fees].join('\n');
  const html = renderHtml(RefundMail, { name: o.name, lead, rows, period, note, creditNoteUrl: o.creditNoteUrl, fees });
  return { subject, text, html };
}

/** How the mail says when: "today", "tomorrow", "in 5 days". */
const whenIn = (days: number) => (days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/** A reminder or a nudge: greeting, lead, the plan's rows, why to renew, the renewal link and its note. */
function renewalLinkMail(o: {
  subject: string; name: string; lead: string; rows: [string, string][]; renew: string; link: string; footnote: string;
}): MailContent {
  return compose({
    subject: o.subject, name: o.name, lead: [o.lead], rows: o.rows,
    link: { href: o.link, label: 'Renew my membership', intro: [o.renew] }, tail: [o.footnote],
  });
}

export interface ExpiryReminderMailInput {
  name: string;
  planType: string;
  endDate: Date | string;
  /** Whole India days from the mail to the end date: 7, 1 or 0 (a sweep that missed days says what is true). */
  daysLeft: number;
  /** /renew-subscription/{token}: renews now, the new period starting when this one ends. */
  link: string;
  /** Days the link works. */
  linkDays: number;
}

/** Before a paid period ends (7 days, 1 day, the day itself): the end date and a link to renew early. */
export function expiryReminderMail(o: ExpiryReminderMailInput): MailContent {
  const when = whenIn(o.daysLeft);
  // The last day, as daysLeft counts: a period ending at midnight ends with the day before.
  const lastDay = formatPeriodEnd(o.endDate, 'dmy');
  const subject = `Your membership ends ${when} | ${BRAND}`;
  const rows: [string, string][] = [
    ['Plan', o.planType],
    ['Membership ends on', lastDay],
  ];
  const lead = `Your ${o.planType} membership of ${BRAND} ends ${when}, on ${lastDay}.`;
  const renew = 'Renew now to keep your access to the community, the trade posts and the watchlists without a break: ' +
    'the new period starts when this one ends, so you lose no days.';
  return renewalLinkMail({ subject, name: o.name, lead, rows, renew, link: o.link, footnote: `The link works for ${o.linkDays} days and only once.` });
}

export interface RenewalNudgeMailInput {
  name: string;
  planType: string;
  endDate: Date | string;
  /** A fresh /renew-subscription/{token}. */
  link: string;
  linkDays: number;
}

/** Three days after a period ended without a renewal: a fresh link to come back. */
export function renewalNudgeMail(o: RenewalNudgeMailInput): MailContent {
  const subject = `Your membership has ended: renew to come back | ${BRAND}`;
  const rows: [string, string][] = [
    ['Plan', o.planType],
    ['Membership ended on', formatPeriodEnd(o.endDate, 'dmy')],
  ];
  const lead = `Your ${o.planType} membership of ${BRAND} ended on ${formatPeriodEnd(o.endDate, 'dmy')}, and we miss you in the community.`;
  const renew = 'Pick a plan and pay on the renewal page to get your access back.';
  return renewalLinkMail({
    subject, name: o.name, lead, rows, renew, link: o.link, footnote: `The link works for ${o.linkDays} days and only once. Later, log in to renew.`,
  });
}
