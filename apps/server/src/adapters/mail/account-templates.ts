import { INDIA_TIME_ZONE } from '@tlt/shared/india-time';
import { formatPeriodEnd } from '@tlt/shared/period-dates';
import { BRAND } from './brand.ts';
import { ImportWelcomeMail } from './import-welcome.tsx';
import { compose, greeting } from './letter.tsx';
import { renderHtml } from './render.ts';
import type { MailContent } from './types.ts';
import { type InLanguage, mailDay, mailDayStyle, mailWords } from './words.ts';

/** The member's own account (decision 0033): e-mail change, password change, erasure; an imported member's welcome. */

/** DD-MM-YYYY HH:MM:SS in India's zone (the spec's recorded-date format), with the zone named; in Hindi the day is "27 नवंबर 2026". */
export function displayDateTime(d: Date, locale: InLanguage['locale'] = 'en'): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric',
    hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  const day = locale === 'en' ? `${get('day')}-${get('month')}-${get('year')}` : mailDay(d, locale);
  return `${day} ${get('hour')}:${get('minute')}:${get('second')} IST`;
}

/** To the NEW address: the single-use link that makes the change. */
export function emailChangeConfirmMail(o: InLanguage & { name: string; newEmail: string; link: string; hours: number }): MailContent {
  const w = mailWords(o.locale);
  return compose({
    locale: o.locale,
    subject: w('Confirm your new e-mail address | {brand}', { brand: BRAND }),
    name: o.name,
    lead: [
      w('You asked to change the e-mail address of your {brand} account to {email}.', { brand: BRAND, email: o.newEmail }),
      w('Open this link within {hours} hours to confirm it. It works only once:', { hours: o.hours }),
    ],
    link: { href: o.link, label: w('Confirm my new e-mail address') },
    tail: [w('If you did not ask for this, ignore this mail: nothing changes until the link is opened.')],
  });
}

/** To the OLD address once the change is made: what changed, and what to do if it was not them. */
export function emailChangedNoticeMail(o: InLanguage & { name: string; oldEmail: string; newEmail: string; at: Date }): MailContent {
  const w = mailWords(o.locale);
  return compose({
    locale: o.locale,
    subject: w('Your e-mail address was changed | {brand}', { brand: BRAND }),
    name: o.name,
    lead: [w('The e-mail address of your {brand} account was changed. From now on, sign in with the new address.', { brand: BRAND })],
    rows: [[w('Old address'), o.oldEmail], [w('New address'), o.newEmail], [w('When'), displayDateTime(o.at, o.locale)]],
    tail: [w('If you did not make this change, reply to this mail or write to our support at once: someone may have your password.')],
  });
}

/** After a password change: when, from which device and address; the other devices were signed out. */
export function passwordChangedMail(o: InLanguage & { name: string; at: Date; device: string; ip: string; loginLink: string }): MailContent {
  const w = mailWords(o.locale);
  return compose({
    locale: o.locale,
    subject: w('Your password was changed | {brand}', { brand: BRAND }),
    name: o.name,
    lead: [w('The password of your {brand} account was changed. Every other device signed in to your account was signed out.', { brand: BRAND })],
    rows: [[w('When'), displayDateTime(o.at, o.locale)], [w('Device'), o.device], [w('Address'), o.ip]],
    tail: [
      w('If this was not you, open {link} and use "Forgot password" to set a new one at once, then write to our support: someone may have had access to your account.', { link: o.loginLink }),
      w('If it was you, there is nothing more to do.'),
    ],
  });
}

/** To the address the account had, after erasure: what went, what is kept and why. */
export function accountErasedMail(o: InLanguage & { name: string; at: Date }): MailContent {
  const w = mailWords(o.locale);
  return compose({
    locale: o.locale,
    subject: w('Your account has been deleted | {brand}', { brand: BRAND }),
    name: o.name,
    lead: [
      w('Your {brand} account was deleted on {when}. Your name, e-mail address, phone number, picture and bio are gone from the site, and you are signed out everywhere.',
        { brand: BRAND, when: displayDateTime(o.at, o.locale) }),
      w('We keep your payments and their tax invoices (with the name and e-mail address printed on them) for as long as the tax and accounting laws require, and nothing else that names you.'),
    ],
    tail: [w('This is the last mail we send to this address. You are welcome to join again at any time.')],
  });
}

export interface ImportWelcomeInput extends InLanguage {
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
  const w = mailWords(o.locale);
  const login = `${o.publicUrl}/login`;
  const until = formatPeriodEnd(o.endDate, mailDayStyle(o.locale), o.locale);
  const subject = w('Your membership is ready | {brand}', { brand: BRAND });
  const ifNot = w('If you did not expect this, write to us and we will remove your account.');
  const text = [
    greeting(o),
    '',
    w('Your {plan} membership of {brand} is set up and runs until {date}.', { plan: o.planType, brand: BRAND, date: until }),
    '',
    w('To sign in, first choose your password:'),
    w('1. Open {link}', { link: login }),
    w('2. Choose "Forgot password?"'),
    w('3. Enter this e-mail address ({email}); we will mail you a link to choose your password.', { email: o.email }),
    '',
    ifNot,
  ].join('\n');
  const html = renderHtml(ImportWelcomeMail, { locale: o.locale, name: o.name, email: o.email, planType: o.planType, until, login, ifNot });
  return { subject, text, html };
}
