import { compose } from './account-templates.ts';
import { BRAND, type MailContent } from './templates.ts';

/**
 * The public funnel's mails (issue 14 §5, §9): each action that promises a mail sends one, in the
 * receipt's style (greeting, paragraphs, a table of facts, one link), queued like the receipt.
 */

/** To the sender of a Contact Us query: it arrived, what they wrote, when to expect a reply. */
export function contactReceivedMail(o: { name: string; message: string }): MailContent {
  return compose({
    subject: `We received your query | ${BRAND}`,
    name: o.name,
    lead: [
      `Thank you for writing to ${BRAND}. Your query has reached us and one of our executives will get in touch with you soon, usually within one working day.`,
      'This is what you wrote:',
    ],
    rows: [['Your message', o.message]],
    tail: ['We will answer at this e-mail address.'],
  });
}

/** After a webinar registration: the slot exactly as the page states it, and the WhatsApp group. */
export function webinarRegisteredMail(o: { name: string; slotText: string; groupLink: string }): MailContent {
  return compose({
    subject: `Your seat in the free webinar is booked | ${BRAND}`,
    name: o.name,
    lead: [
      'You have registered for our free live webinar.',
      'The webinar ID and password are shared in our WhatsApp group. Join it now so you do not miss them:',
    ],
    rows: [['When', o.slotText]],
    link: { href: o.groupLink, label: 'Join Whatsapp Group' },
    tail: ['See you there!'],
  });
}

/** The first newsletter mail: what comes, and how to stop it (decision 0033: withdrawal). */
export function newsletterWelcomeMail(o: { profileUrl: string; contactUrl: string }): MailContent {
  return compose({
    subject: `Welcome to our newsletter | ${BRAND}`,
    name: 'there',
    lead: [
      `Thank you for subscribing to the newsletter of ${BRAND}. You will get our new articles and market lessons by mail.`,
    ],
    tail: [
      `To stop these mails at any time: members withdraw marketing consent on their profile (${o.profileUrl}); anyone else asks on our Contact Us page (${o.contactUrl}) and we take the address off the list.`,
    ],
  });
}

/** The free e-book asked for on /landing-page-ebook: the download link. */
export function ebookMail(o: { name: string; link: string }): MailContent {
  return compose({
    subject: `Your free trading e-book | ${BRAND}`,
    name: o.name,
    lead: ['Thank you for asking for our free trading e-book. Download it here:'],
    link: { href: o.link, label: 'Download the e-book (PDF)' },
    tail: [`When you want to go further, our free Sunday webinar and ${BRAND} membership are waiting for you.`],
  });
}
