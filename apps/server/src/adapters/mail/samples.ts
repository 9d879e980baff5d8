import { accountErasedMail, emailChangeConfirmMail, emailChangedNoticeMail, importWelcomeMail, passwordChangedMail } from './account-templates.ts';
import { contactReceivedMail, ebookMail, newsletterWelcomeMail, webinarRegisteredMail, webinarReminderMail } from './funnel-templates.ts';
import { expiryReminderMail, passwordResetMail, receiptMail, refundMail, renewalNudgeMail } from './templates.ts';
import type { Locale } from '@tlt/shared/i18n/locale';
import type { MailContent } from './types.ts';

/**
 * Every mail the server sends, with sample data: `npm run mail:preview` shows them, and
 * samples.test.ts renders each. The person's name is markup on purpose: it must arrive as text.
 */
export const SAMPLE_NAME = 'Asha <script>alert(1)</script> Rao';
const SITE = 'https://thelazytrader.example';
const at = new Date('2026-11-27T09:30:00Z');
const links = { invoiceUrl: `${SITE}/api/documents/SAMPLE-INVOICE-TOKEN`, paymentsUrl: `${SITE}/profile#payments`, linkDays: 30 };
const renew = { name: SAMPLE_NAME, planType: 'Yearly', endDate: '2026-12-03T18:30:00.000Z', link: `${SITE}/renew-subscription/SAMPLE-TOKEN`, linkDays: 7 };
const group = 'https://chat.whatsapp.com/SAMPLE';

export interface Sample {
  /** The file name in the preview: letters and hyphens. */
  id: string;
  /** Words both parts must carry (plain words: no quotes or ampersands, which HTML escapes). */
  says: string[];
  /** The mail in a language (English when none is given). */
  mail: (locale?: Locale) => MailContent;
}

export const SAMPLES: Sample[] = [
  { id: 'password-reset', says: ['within 1 hour', `${SITE}/reset-password?token=SAMPLE`],
    mail: (locale) => passwordResetMail({ locale, name: SAMPLE_NAME, link: `${SITE}/reset-password?token=SAMPLE` }) },
  { id: 'receipt', says: ['Half-Yearly', '₹17,999', 'Refund terms', 'Download your GST tax invoice'],
    mail: (locale) => receiptMail({ locale, name: SAMPLE_NAME, planType: 'Half-Yearly', amountRupees: 17999, startDate: at, endDate: '2027-05-27T18:30:00.000Z', ...links }) },
  { id: 'refund', says: ['₹17,999', 'pay_SAMPLE123', 'credit note'],
    mail: (locale) => refundMail({ locale,
      name: SAMPLE_NAME, planType: 'Half-Yearly', amountRupees: 17999, txnId: 'pay_SAMPLE123', issuedAt: at, endedAt: at,
      periodEnd: '2027-05-27T18:30:00.000Z', endedCourseAccess: true, creditNoteUrl: `${SITE}/api/documents/SAMPLE-CREDIT-NOTE`, linkDays: 30,
    }) },
  { id: 'expiry-reminder', says: ['ends in 7 days, on 03-12-2026', 'Membership ends on', renew.link], mail: (locale) => expiryReminderMail({ ...renew, daysLeft: 7, locale }) },
  { id: 'renewal-nudge', says: ['ended on 03-12-2026', 'Later, log in to renew.', renew.link], mail: (locale) => renewalNudgeMail({ ...renew, locale }) },
  { id: 'email-change-confirm', says: ['within 24 hours', 'asha.new@example.com', `${SITE}/confirm-email?token=SAMPLE`],
    mail: (locale) => emailChangeConfirmMail({ locale, name: SAMPLE_NAME, newEmail: 'asha.new@example.com', link: `${SITE}/confirm-email?token=SAMPLE`, hours: 24 }) },
  { id: 'email-changed-notice', says: ['Old address', 'asha@example.com', 'asha.new@example.com'],
    mail: (locale) => emailChangedNoticeMail({ locale, name: SAMPLE_NAME, oldEmail: 'asha@example.com', newEmail: 'asha.new@example.com', at }) },
  { id: 'password-changed', says: ['Every other device', 'Firefox on Android', '203.0.113.7'],
    mail: (locale) => passwordChangedMail({ locale, name: SAMPLE_NAME, at, device: 'Firefox on Android', ip: '203.0.113.7', loginLink: `${SITE}/login` }) },
  { id: 'account-erased', says: ['27-11-2026 15:00:00 IST', 'This is the last mail we send to this address.'],
    mail: (locale) => accountErasedMail({ locale, name: SAMPLE_NAME, at }) },
  { id: 'import-welcome', says: ['runs until', `${SITE}/login`, 'asha@example.com'],
    mail: (locale) => importWelcomeMail({ locale, name: SAMPLE_NAME, email: 'asha@example.com', planType: 'Yearly', endDate: new Date('2027-11-27T18:30:00Z'), publicUrl: SITE }) },
  { id: 'contact-received', says: ['Hi Asha,', 'within one working day'], mail: (locale) => contactReceivedMail({ locale, name: SAMPLE_NAME }) },
  { id: 'webinar-registered', says: ['WhatsApp group', 'Sunday, 29-11-2026 at 7 PM', group],
    mail: (locale) => webinarRegisteredMail({ locale, name: SAMPLE_NAME, slotText: 'Sunday, 29-11-2026 at 7 PM', groupLink: group }) },
  { id: 'webinar-reminder', says: ['starts in one hour', 'Hindi', group],
    mail: (locale) => webinarReminderMail({ locale, name: SAMPLE_NAME, slotText: 'Sunday, 29-11-2026 at 7 PM', language: 'Hindi', groupLink: group }) },
  { id: 'ebook', says: ['free trading e-book', `${SITE}/api/leads/ebook.pdf`], mail: (locale) => ebookMail({ locale, name: SAMPLE_NAME, link: `${SITE}/api/leads/ebook.pdf` }) },
  { id: 'newsletter-welcome', says: ['new articles and market lessons', 'in one click, no sign-in needed', `${SITE}/unsubscribe?token=SAMPLE`],
    mail: (locale) => newsletterWelcomeMail({ locale, unsubscribeUrl: `${SITE}/unsubscribe?token=SAMPLE` }) },
];
