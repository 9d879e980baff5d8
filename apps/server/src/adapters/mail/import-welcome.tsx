/** @jsxRuntime automatic */
// The automatic runtime by pragma, not only by tsconfig: tsx run from the repository root reads no server tsconfig.
import { BRAND } from './brand.ts';
import { MailLayout, Para } from './layout.tsx';
import { greeting } from './letter.tsx';
import { type InLanguage, mailWords } from './words.ts';

/** To a member an admin imported: the membership is ready, and how to choose a password (see importWelcomeMail). */
export function ImportWelcomeMail(o: InLanguage & { name: string; email: string; planType: string; until: string; login: string; ifNot: string }) {
  const w = mailWords(o.locale);
  const values = { plan: o.planType, brand: BRAND, date: o.until };
  // The sentence around the bold date: its words before and after it, in the mail's language.
  const [before, after] = w('Your {plan} membership of {brand} is set up and runs until {date}.', { ...values, date: '\u0000' }).split('\u0000');
  return (
    <MailLayout locale={o.locale} preview={w('Your {plan} membership of {brand} is set up and runs until {date}.', values)}>
      <Para>{greeting(o)}</Para>
      <Para>{before}<strong>{o.until}</strong>{after}</Para>
      <Para>{w('To sign in, first choose your password:')}</Para>
      <ol style={{ margin: '0 0 14px', paddingLeft: '20px', fontSize: '15px', lineHeight: '1.5', color: '#1f2937' }}>
        <li>{w('Open')} <a href={o.login}>{o.login}</a></li>
        <li>{w('Choose “Forgot password?”')}</li>
        <li>{w('Enter this e-mail address ({email}); we will mail you a link to choose your password.', { email: o.email })}</li>
      </ol>
      <Para>{o.ifNot}</Para>
    </MailLayout>
  );
}
