import { INDIA_TIME_ZONE } from '@tlt/shared/india-time';
import { formatPeriodEnd } from '@tlt/shared/period-dates';
import { BRAND } from './brand.ts';
import { ImportWelcomeMail } from './import-welcome.tsx';
import { compose } from './letter.tsx';
import { renderHtml } from './render.ts';
import type { MailContent } from './types.ts';

/** The member's own account (decision 0033): e-mail change, password change, erasure; an imported member's welcome. */

/** DD-MM-YYYY HH:MM:SS in India's zone (the spec's recorded-date format), with the zone named. */
export function displayDateTime(d: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric',
    hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('day')}-${get('month')}-${get('year')} ${get('hour')}:${get('minute')}:${get('second')} IST`;
}

/** To the NEW address: the single-use link that makes the change. */
export function emailChangeConfirmMail(o: { name: string; newEmail: string; link: string; hours: number }): MailContent {
  return compose({
    subject: `Confirm your new e-mail address | ${BRAND}`,
    name: o.name,
    lead: [
      `You asked to change the e-mail address of your ${BRAND} account to ${o.newEmail}.`,
      `Open this link within ${o.hours} hours to confirm it. It works only once:`,
    ],
    link: { href: o.link, label: 'Confirm my new e-mail address' },
    tail: ['If you did not ask for this, ignore this mail: nothing changes until the link is opened.'],
  });
}

/** To the OLD address once the change is made: what changed, and what to do if it was not them. */
export function emailChangedNoticeMail(o: { name: string; oldEmail: string; newEmail: string; at: Date }): MailContent {
  return compose({
    subject: `Your e-mail address was changed | ${BRAND}`,
    name: o.name,
    lead: [`The e-mail address of your ${BRAND} account was changed. From now on, sign in with the new address.`],
    rows: [['Old address', o.oldEmail], ['New address', o.newEmail], ['When', displayDateTime(o.at)]],
    tail: ['If you did not make this change, reply to this mail or write to our support at once: someone may have your password.'],
  });
}

/** After a password change: when, from which device and address; the other devices were signed out. */
export function passwordChangedMail(o: { name: string; at: Date; device: string; ip: string; loginLink: string }): MailContent {
  return compose({
    subject: `Your password was changed | ${BRAND}`,
    name: o.name,
    lead: [`The password of your ${BRAND} account was changed. Every other device signed in to your account was signed out.`],
    rows: [['When', displayDateTime(o.at)], ['Device', o.device], ['Address', o.ip]],
    tail: [
      `If this was not you, open ${o.loginLink} and use "Forgot password" to set a new one at once, then write to our support: someone may have had access to your account.`,
      'If it was you, there is nothing more to do.',
    ],
  });
}

/** To the address the account had, after erasure: what went, what is kept and why. */
export function accountErasedMail(o: { name: string; at: Date }): MailContent {
  return compose({
    subject: `Your account has been deleted | ${BRAND}`,
    name: o.name,
    lead: [
      `Your ${BRAND} account was deleted on ${displayDateTime(o.at)}. Your name, e-mail address, phone number, picture and bio are gone from the site, and you are signed out everywhere.`,
      'We keep your payments and their tax invoices (with the name and e-mail address printed on them) for as long as the tax and accounting laws require, and nothing else that names you.',
    ],
    tail: ['This is the last mail we send to this address. You are welcome to join again at any time.'],
  });
}

export interface ImportWelcomeInput {
  name: string;
  email: string;
  planType: string;
  endDate: Date;
  /** The site's address, e.g. https://example.com (config PUBLIC_URL). */
  publicUrl: string;
}

/**
 * To a member an admin imported (decision 0028): the membership is ready, and since nobody chose
 * a password for them, how to set one with "Forgot password?". No link with a token: a reset link
 * lives an hour, and an imported member may open this mail days later.
 */
export function importWelcomeMail(o: ImportWelcomeInput): MailContent {
  const login = `${o.publicUrl}/login`;
  const until = formatPeriodEnd(o.endDate, 'dmy');
  const subject = `Your membership is ready | ${BRAND}`;
  const ifNot = 'If you did not expect this, write to us and we will remove your account.';
  const text = [
    `Hi ${o.name},`,
    '',
    `Your ${o.planType} membership of ${BRAND} is set up and runs until ${until}.`,
    '',
    'To sign in, first choose your password:',
    `1. Open ${login}`,
    '2. Choose "Forgot password?"',
    `3. Enter this e-mail address (${o.email}); we will mail you a link to choose your password.`,
    '',
    ifNot,
  ].join('\n');
  const html = renderHtml(ImportWelcomeMail, { name: o.name, email: o.email, planType: o.planType, until, login, ifNot });
  return { subject, text, html };
}
