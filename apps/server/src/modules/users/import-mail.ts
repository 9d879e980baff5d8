import { formatPeriodEnd } from '@tlt/shared/period-dates';
import type { MailContent } from '../../adapters/mail/templates.ts';

const BRAND = 'The Lazy Trader';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
    'If you did not expect this, write to us and we will remove your account.',
  ].join('\n');
  const html =
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">' +
    `<p>Hi ${esc(o.name)},</p>` +
    `<p>Your ${esc(o.planType)} membership of ${BRAND} is set up and runs until <strong>${until}</strong>.</p>` +
    '<p>To sign in, first choose your password:</p><ol>' +
    `<li>Open <a href="${esc(login)}">${esc(login)}</a></li>` +
    '<li>Choose “Forgot password?”</li>' +
    `<li>Enter this e-mail address (${esc(o.email)}); we will mail you a link to choose your password.</li></ol>` +
    '<p>If you did not expect this, write to us and we will remove your account.</p>' +
    `<p style="color:#6b7280;font-size:12px">${BRAND}</p></body></html>`;
  return { subject, text, html };
}
