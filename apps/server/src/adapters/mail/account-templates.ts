import { INDIA_TIME_ZONE } from '@tlt/shared/india-time';
import { BRAND, esc, type MailContent, page } from './templates.ts';

/** The member's own account (decision 0033): e-mail change, password change, erasure. */

/** DD-MM-YYYY HH:MM:SS in India's zone (the spec's recorded-date format), with the zone named. */
export function displayDateTime(d: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric',
    hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('day')}-${get('month')}-${get('year')} ${get('hour')}:${get('minute')}:${get('second')} IST`;
}

/** Greeting, paragraphs, an optional link button, the rows of a table: text and HTML alike. */
export function compose(o: {
  subject: string; name: string; lead: string[]; rows?: [string, string][];
  /** The link, and the paragraphs that introduce it (printed after the rows, right above the link). */
  link?: { href: string; label: string; intro?: string[] };
  tail: string[];
}): MailContent {
  const rows = o.rows ?? [];
  const intro = o.link?.intro ?? [];
  const text = [
    `Hi ${o.name},`, '', ...o.lead.flatMap((p) => [p, '']),
    ...(rows.length ? [...rows.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(o.link ? [...intro.flatMap((p) => [p, '']), o.link.href, ''] : []),
    ...o.tail.flatMap((p) => [p, '']),
  ].join('\n').trimEnd();
  const html = page(
    `<p>Hi ${esc(o.name)},</p>` + o.lead.map((p) => `<p>${esc(p)}</p>`).join('') +
    (rows.length
      ? '<table cellpadding="4" style="border-collapse:collapse">' +
        rows.map(([k, v]) => `<tr><td><strong>${esc(k)}</strong></td><td>${esc(v)}</td></tr>`).join('') + '</table>'
      : '') +
    (o.link
      ? intro.map((p) => `<p>${esc(p)}</p>`).join('') + `<p><a href="${esc(o.link.href)}">${esc(o.link.label)}</a></p><p style="word-break:break-all;font-size:12px">${esc(o.link.href)}</p>`
      : '') +
    o.tail.map((p) => `<p>${esc(p)}</p>`).join(''),
  );
  return { subject: o.subject, text, html };
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
