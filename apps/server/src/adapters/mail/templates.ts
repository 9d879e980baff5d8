import { INDIA_TIME_ZONE } from '@tlt/shared/india-time';
import { formatRupees } from '@tlt/shared/money-format';
import { formatPeriodEnd, formatPeriodStart } from '@tlt/shared/period-dates';
import type { MailMessage } from './types.ts';

/** What a template gives; add `to` and hand it to `app.mailer.send`. */
export type MailContent = Required<Omit<MailMessage, 'to' | 'headers'>>;

export const BRAND = 'The Lazy Trader';

/** Refund terms of site-and-admin §9, stated on every receipt. */
export const REFUND_TERMS: readonly string[] = [
  'Full refund if you ask within 7 calendar days of your payment.',
  'The convenience fee and GST charged by the bank or merchant are not refunded.',
  'If the locked videos of the free course were unlocked, the refund is 80% of the amount.',
];

export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const page = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">${body}` +
  `<p style="color:#6b7280;font-size:12px">${BRAND}</p></body></html>`;

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
  const text = [
    `Hi ${o.name},`,
    '',
    `We received a request to reset the password of your account at ${BRAND}.`,
    'Open this link within 1 hour to choose a new password. It works only once:',
    '',
    o.link,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = page(
    `<p>Hi ${esc(o.name)},</p>` +
    `<p>We received a request to reset the password of your account at ${BRAND}. ` +
    'Open this link within 1 hour to choose a new password. It works only once:</p>' +
    `<p><a href="${esc(o.link)}">Reset my password</a></p>` +
    `<p style="word-break:break-all;font-size:12px">${esc(o.link)}</p>` +
    '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
  );
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
  const html = page(
    `<p>Hi ${esc(o.name)},</p><p>Thank you for your payment. Your membership of ${BRAND} is active.</p>` +
    '<table cellpadding="4" style="border-collapse:collapse">' +
    rows.map(([k, v]) => `<tr><td><strong>${esc(k)}</strong></td><td>${esc(v)}</td></tr>`).join('') +
    '</table>' +
    `<p><a href="${esc(o.invoiceUrl)}">Download your GST tax invoice</a> (the link works for ${o.linkDays} days, no sign-in needed). ` +
    `Later, it is under <a href="${esc(o.paymentsUrl)}">Payment history on your profile</a>.</p>` +
    '<p><strong>Refund terms</strong></p><ul>' +
    terms.map((t) => `<li>${esc(t)}</li>`).join('') + '</ul>',
  );
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
  const html = page(
    `<p>Hi ${esc(o.name)},</p><p>${esc(lead)}</p>` +
    '<table cellpadding="4" style="border-collapse:collapse">' +
    rows.map(([k, v]) => `<tr><td><strong>${esc(k)}</strong></td><td>${esc(v)}</td></tr>`).join('') +
    `</table><p>${esc(period)}</p>` +
    `<p>${esc(note)} <a href="${esc(o.creditNoteUrl)}">Download your credit note</a></p>` +
    `<p style="color:#6b7280;font-size:12px">${esc(fees)}</p>`,
  );
  return { subject, text, html };
}

/** How the mail says when: "today", "tomorrow", "in 5 days". */
const whenIn = (days: number) => (days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/** Both reminders' link button, link text and the note on how long it works. */
const renewLinkHtml = (link: string, label: string) =>
  `<p><a href="${esc(link)}">${label}</a></p><p style="word-break:break-all;font-size:12px">${esc(link)}</p>`;

/** A reminder or a nudge: greeting, lead, the plan's rows, why to renew, the renewal link and its note. */
function renewalLinkMail(o: {
  subject: string; name: string; lead: string; rows: [string, string][]; renew: string; link: string; footnote: string;
}): MailContent {
  const text = [
    `Hi ${o.name},`, '', o.lead, '', ...o.rows.map(([k, v]) => `${k}: ${v}`), '', o.renew, '', o.link, '', o.footnote,
  ].join('\n');
  const html = page(
    `<p>Hi ${esc(o.name)},</p><p>${esc(o.lead)}</p>` +
    '<table cellpadding="4" style="border-collapse:collapse">' +
    o.rows.map(([k, v]) => `<tr><td><strong>${esc(k)}</strong></td><td>${esc(v)}</td></tr>`).join('') +
    `</table><p>${esc(o.renew)}</p>` + renewLinkHtml(o.link, 'Renew my membership') + `<p>${esc(o.footnote)}</p>`,
  );
  return { subject: o.subject, text, html };
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
