import { BRAND } from './brand.ts';
import { compose } from './letter.tsx';
import type { MailContent } from './types.ts';
import { type InLanguage, mailWords } from './words.ts';

/**
 * The public funnel's mails (issue 14 §5, §9): each action that promises a mail sends one, in the
 * receipt's style (greeting, paragraphs, a table of facts, one link), queued like the receipt.
 */

/**
 * The first word of a name typed into a public form when it is a plain name (letters in any script,
 * joined by an apostrophe or hyphen; at most 30), else null. Mails to an address nobody has proved is
 * the sender's greet with this only: a word with a dot, slash or digit could become a link there.
 */
const PLAIN_NAME = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;
export function plainFirstName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.length <= 30 && PLAIN_NAME.test(first) ? first : null;
}

/**
 * To the sender of a Contact Us query: it arrived, when to expect a reply. Anyone can type any address
 * into the form, so the mail repeats nothing they wrote but a plain first name (issue 27 §6: no relay).
 */
export function contactReceivedMail(o: InLanguage & { name: string }): MailContent {
  const w = mailWords(o.locale);
  return compose({
    locale: o.locale,
    subject: w('We received your query | {brand}', { brand: BRAND }),
    name: plainFirstName(o.name) ?? w('there'),
    lead: [
      w('Thank you for writing to {brand}. Your query has reached us and one of our executives will get in touch with you soon, usually within one working day.', { brand: BRAND }),
    ],
    tail: [w('We will answer at this e-mail address. If you did not write to us, ignore this mail.')],
  });
}

/** After a webinar registration: the slot exactly as the page states it, and the WhatsApp group. */
export function webinarRegisteredMail(o: InLanguage & { name: string; slotText: string; groupLink: string }): MailContent {
  const w = mailWords(o.locale);
  return compose({
    locale: o.locale,
    subject: w('Your seat in the free webinar is booked | {brand}', { brand: BRAND }),
    name: o.name,
    lead: [w('You have registered for our free live webinar.')],
    rows: [[w('When'), o.slotText]],
    link: {
      href: o.groupLink,
      label: w('Join Whatsapp Group'),
      intro: [w('The webinar ID and password are shared in our WhatsApp group. Join it now so you do not miss them:')],
    },
    tail: [w('See you there!')],
  });
}

/** The first newsletter mail: what comes, and how to stop it in one click. */
export function newsletterWelcomeMail(o: InLanguage & { unsubscribeUrl: string }): MailContent {
  const w = mailWords(o.locale);
  return compose({
    locale: o.locale,
    subject: w('Welcome to our newsletter | {brand}', { brand: BRAND }),
    name: w('there'),
    lead: [
      w('Thank you for subscribing to the newsletter of {brand}. You will get our new articles and market lessons by mail.', { brand: BRAND }),
    ],
    tail: [w('You can stop these mails at any time with the unsubscribe link at the foot of each one.')],
    // Newsletter mail (issue 26 §5): why it came and the one-click unsubscribe page, no sign-in.
    unsubscribeUrl: o.unsubscribeUrl,
  });
}

/** The free e-book asked for on /landing-page-ebook: the download link. */
export function ebookMail(o: InLanguage & { name: string; link: string }): MailContent {
  const w = mailWords(o.locale);
  return compose({
    locale: o.locale,
    subject: w('Your free trading e-book | {brand}', { brand: BRAND }),
    name: o.name,
    lead: [w('Thank you for asking for our free trading e-book. Download it here:')],
    link: { href: o.link, label: w('Download the e-book (PDF)') },
    tail: [w('When you want to go further, our free Sunday webinar and {brand} membership are waiting for you.', { brand: BRAND })],
  });
}

/** An hour before the registrant's session (the webinar FAQ's promise): when, in which language, and the group. */
export function webinarReminderMail(o: InLanguage & { name: string; slotText: string; language: string; groupLink: string }): MailContent {
  const w = mailWords(o.locale);
  return compose({
    locale: o.locale,
    subject: w('Your free webinar starts in one hour | {brand}', { brand: BRAND }),
    name: o.name,
    lead: [w('The free live webinar you registered for starts in one hour.')],
    rows: [[w('When'), o.slotText], ...(o.language ? [[w('Language'), o.language] as [string, string]] : [])],
    link: {
      href: o.groupLink,
      label: w('Join Whatsapp Group'),
      intro: [w('The webinar ID and password are in our WhatsApp group. Open it now to join on time:')],
    },
    tail: [w('See you there!')],
  });
}
