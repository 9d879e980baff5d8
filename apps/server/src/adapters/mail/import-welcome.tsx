/** @jsxRuntime automatic */
// The automatic runtime by pragma, not only by tsconfig: tsx run from the repository root reads no server tsconfig.
import { BRAND } from './brand.ts';
import { MailLayout, Para } from './layout.tsx';

/** To a member an admin imported: the membership is ready, and how to choose a password (see importWelcomeMail). */
export function ImportWelcomeMail(o: { name: string; email: string; planType: string; until: string; login: string; ifNot: string }) {
  const ready = `Your ${o.planType} membership of ${BRAND} is set up`;
  return (
    <MailLayout preview={`${ready} and runs until ${o.until}.`}>
      <Para>Hi {o.name},</Para>
      <Para>{ready} and runs until <strong>{o.until}</strong>.</Para>
      <Para>To sign in, first choose your password:</Para>
      <ol style={{ margin: '0 0 14px', paddingLeft: '20px', fontSize: '15px', lineHeight: '1.5', color: '#1f2937' }}>
        <li>Open <a href={o.login}>{o.login}</a></li>
        <li>Choose “Forgot password?”</li>
        <li>Enter this e-mail address ({o.email}); we will mail you a link to choose your password.</li>
      </ol>
      <Para>{o.ifNot}</Para>
    </MailLayout>
  );
}
