import { INDIA_TIME_ZONE } from '@tlt/shared/india-time';
import { formatRupees } from '@tlt/shared/money-format';
import { formatPeriodEnd, formatPeriodStart } from '@tlt/shared/period-dates';
import { BRAND } from './brand.ts';
import { Letter, compose, greeting } from './letter.tsx';
import { ReceiptMail, RefundMail } from './receipt-mails.tsx';
import { renderHtml } from './render.ts';
import type { MailContent } from './types.ts';
import { type InLanguage, mailDay, mailDayStyle, mailWords } from './words.ts';

export { BRAND } from './brand.ts';
export type { MailContent } from './types.ts';

/** Refund terms of site-and-admin §9, stated on every receipt. */
export const REFUND_TERMS: readonly string[] = [
  'Full refund if you ask within 7 calendar days of your payment.',
  'The convenience fee and GST charged by the bank or merchant are not refunded.',
  'If the locked videos of the free course were unlocked, the refund is 80% of the amount.',
];

/** DD-MM-YYYY in India's zone, the spec's date display; in Hindi "27 नवंबर 2026" (mailDay). */
export function displayDate(d: Date | string, locale: InLanguage['locale'] = 'en'): string {
  if (locale !== 'en') return mailDay(d, locale);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric',
  }).formatToParts(new Date(d));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('day')}-${get('month')}-${get('year')}`;
}


/** The forgot-password mail; `link` is single-use and valid for one hour. */
export function passwordResetMail(o: InLanguage & { name: string; link: string }): MailContent {
  const w = mailWords(o.locale);
  const subject = w('Reset your password | {brand}', { brand: BRAND });
  const asked = w('We received a request to reset the password of your account at {brand}.', { brand: BRAND });
  const within = w('Open this link within 1 hour to choose a new password. It works only once:');
  const tail = w('If you did not ask for this, ignore this mail: your password stays as it is.');
  const text = [greeting(o), '', asked, within, '', o.link, '', tail].join('\n');
  const html = renderHtml(Letter, { locale: o.locale, name: o.name, lead: [`${asked} ${within}`], link: { href: o.link, label: w('Reset my password') }, tail: [tail] });
  return { subject, text, html };
}

export interface ReceiptMailInput extends InLanguage {
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
  const w = mailWords(o.locale);
  const style = mailDayStyle(o.locale);
  const terms = (o.refundTerms ?? REFUND_TERMS).map((t) => w(t));
  const rows: [string, string][] = [
    [w('Plan'), o.planType],
    [w('Amount paid'), formatRupees(o.amountRupees)],
    [w('Membership period'), w('{start} to {end}', { start: formatPeriodStart(o.startDate, style, o.locale), end: formatPeriodEnd(o.endDate, style, o.locale) })],
  ];
  const subject = w('Payment receipt: {plan} membership | {brand}', { plan: o.planType, brand: BRAND });
  const text = [
    greeting(o),
    '',
    w('Thank you for your payment. Your membership of {brand} is active.', { brand: BRAND }),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    w('Download your GST tax invoice (the link works for {days} days, no sign-in needed): {url}', { days: o.linkDays, url: o.invoiceUrl }),
    w('Later, it is under Payment history on your profile: {url}', { url: o.paymentsUrl }),
    '',
    w('Refund terms:'),
    ...terms.map((t) => `- ${t}`),
  ].join('\n');
  const html = renderHtml(ReceiptMail, { locale: o.locale, name: o.name, rows, invoiceUrl: o.invoiceUrl, paymentsUrl: o.paymentsUrl, linkDays: o.linkDays, terms });
  return { subject, text, html };
}

export interface RefundMailInput extends InLanguage {
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
  const w = mailWords(o.locale);
  const style = mailDayStyle(o.locale);
  const amount = formatRupees(o.amountRupees);
  const rows: [string, string][] = [
    [w('Amount refunded'), amount],
    [w('Payment ID'), o.txnId],
    [w('Plan'), o.planType],
    [w('Refund issued on'), displayDate(o.issuedAt, o.locale)],
  ];
  const lead = w('We have issued a refund of {amount} for your payment. It goes back to the card or account you paid with, usually within 5-7 working days.', { amount });
  const period = o.endedAt
    ? (o.endedCourseAccess
      ? w('As the whole payment was refunded, your {plan} membership and its course access ended on {date}.', { plan: o.planType, date: formatPeriodEnd(o.endedAt, style, o.locale) })
      : w('As the whole payment was refunded, your {plan} membership ended on {date}.', { plan: o.planType, date: formatPeriodEnd(o.endedAt, style, o.locale) }))
    : w('Your membership continues until {date}.', { date: formatPeriodEnd(o.periodEnd, style, o.locale) }) +
      (o.endedCourseAccess ? ` ${w('The course access that came with this payment has ended.')}` : '');
  const note = w('Your credit note (GST) opens here once the refund is processed, no sign-in needed; the link works for {days} days:', { days: o.linkDays });
  const fees = w(REFUND_TERMS[1]);
  const subject = w('Your refund has been issued | {brand}', { brand: BRAND });
  const text = [greeting(o), '', lead, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', period, '', note, o.creditNoteUrl, '', fees].join('\n');
  const html = renderHtml(RefundMail, { locale: o.locale, name: o.name, lead, rows, period, note, creditNoteUrl: o.creditNoteUrl, fees });
  return { subject, text, html };
}

/** How the mail says when: "today", "tomorrow", "in 5 days". */
const whenIn = (days: number, w = mailWords()) => (days <= 0 ? w('today') : days === 1 ? w('tomorrow') : w('in {days} days', { days }));

/** A reminder or a nudge: greeting, lead, the plan's rows, why to renew, the renewal link and its note. */
function renewalLinkMail(o: InLanguage & {
  subject: string; name: string; lead: string; rows: [string, string][]; renew: string; link: string; footnote: string;
}): MailContent {
  return compose({
    locale: o.locale, subject: o.subject, name: o.name, lead: [o.lead], rows: o.rows,
    link: { href: o.link, label: mailWords(o.locale)('Renew my membership'), intro: [o.renew] }, tail: [o.footnote],
  });
}

export interface ExpiryReminderMailInput extends InLanguage {
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
  const w = mailWords(o.locale);
  const when = whenIn(o.daysLeft, w);
  // The last day, as daysLeft counts: a period ending at midnight ends with the day before.
  const lastDay = formatPeriodEnd(o.endDate, mailDayStyle(o.locale), o.locale);
  const subject = w('Your membership ends {when} | {brand}', { when, brand: BRAND });
  const rows: [string, string][] = [
    [w('Plan'), o.planType],
    [w('Membership ends on'), lastDay],
  ];
  const lead = w('Your {plan} membership of {brand} ends {when}, on {date}.', { plan: o.planType, brand: BRAND, when, date: lastDay });
  const renew = w('Renew now to keep your access to the community, the trade posts and the watchlists without a break: ' +
    'the new period starts when this one ends, so you lose no days.');
  const footnote = w('The link works for {days} days and only once.', { days: o.linkDays });
  return renewalLinkMail({ locale: o.locale, subject, name: o.name, lead, rows, renew, link: o.link, footnote });
}

export interface RenewalNudgeMailInput extends InLanguage {
  name: string;
  planType: string;
  endDate: Date | string;
  /** A fresh /renew-subscription/{token}. */
  link: string;
  linkDays: number;
}

/** Three days after a period ended without a renewal: a fresh link to come back. */
export function renewalNudgeMail(o: RenewalNudgeMailInput): MailContent {
  const w = mailWords(o.locale);
  const ended = formatPeriodEnd(o.endDate, mailDayStyle(o.locale), o.locale);
  const subject = w('Your membership has ended: renew to come back | {brand}', { brand: BRAND });
  const rows: [string, string][] = [
    [w('Plan'), o.planType],
    [w('Membership ended on'), ended],
  ];
  const lead = w('Your {plan} membership of {brand} ended on {date}, and we miss you in the community.', { plan: o.planType, brand: BRAND, date: ended });
  const renew = w('Pick a plan and pay on the renewal page to get your access back.');
  return renewalLinkMail({
    locale: o.locale, subject, name: o.name, lead, rows, renew, link: o.link,
    footnote: w('The link works for {days} days and only once. Later, log in to renew.', { days: o.linkDays }),
  });
}
