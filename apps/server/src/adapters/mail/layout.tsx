/** @jsxRuntime automatic */
// The automatic runtime by pragma, not only by tsconfig: tsx run from the repository root reads no server tsconfig.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import type { Locale } from '@tlt/shared/i18n/locale';
import { BRAND } from './brand.ts';
import { mailWords } from './words.ts';

/**
 * The frame of every mail (decision 0058): the brand's header, the body, and a foot
 * with the unsubscribe line on newsletter and promotional mail. Inline styles only (mail clients
 * drop <style> and classes); the site's navy for the header and the button.
 */
const NAVY = '#0f1f3b';
const MUTED = '#6b7280';
const text: CSSProperties = { fontSize: '15px', lineHeight: '1.5', color: '#1f2937', margin: '0 0 14px' };
const small: CSSProperties = { ...text, fontSize: '12px', color: MUTED };

export function MailLayout(o: { preview: string; children: ReactNode; unsubscribe?: { why: string; url: string }; locale?: Locale }) {
  const w = mailWords(o.locale);
  return (
    <Html lang={o.locale ?? 'en'}>
      {/* Not React Email's <Head>: its http-equiv meta puts "http" in a mail checked to hold no address (the contact acknowledgement). */}
      <head>
        <meta charSet="utf-8" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <Preview>{o.preview}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', fontFamily: 'Arial,Helvetica,sans-serif', margin: 0, padding: '16px 8px' }}>
        <Container style={{ maxWidth: '560px', backgroundColor: '#ffffff', borderRadius: '8px', overflow: 'hidden' }}>
          <Section style={{ backgroundColor: NAVY, padding: '16px 24px' }}>
            <Text style={{ ...text, color: '#ffffff', fontSize: '18px', fontWeight: 700, margin: 0 }}>{BRAND}</Text>
          </Section>
          <Section style={{ padding: '24px 24px 8px' }}>{o.children}</Section>
          <Section style={{ padding: '0 24px 16px' }}>
            <Hr style={{ borderColor: '#e5e7eb', margin: '0 0 12px' }} />
            {o.unsubscribe && (
              <Text style={small}>
                {o.unsubscribe.why} <a href={o.unsubscribe.url} style={{ color: MUTED }}>{w('Unsubscribe')}</a> {w('in one click, no sign-in needed.')}
              </Text>
            )}
            <Text style={{ ...small, margin: 0 }}>{BRAND}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const Para = (o: { children: ReactNode }) => <Text style={text}>{o.children}</Text>;

/** Fine print: fees, a link spelled out for clients that hide buttons. */
export const Small = (o: { children: ReactNode }) => <Text style={small}>{o.children}</Text>;

/** The facts of the mail (plan, amount, dates), one label and value a row. */
export function Facts(o: { rows: readonly (readonly [string, string])[] }) {
  if (!o.rows.length) return null;
  return (
    <table cellPadding={4} style={{ borderCollapse: 'collapse', margin: '0 0 14px', fontSize: '15px', color: '#1f2937' }}>
      <tbody>
        {o.rows.map(([k, v]) => (
          <tr key={k}><td style={{ paddingRight: '16px', verticalAlign: 'top' }}><strong>{k}</strong></td><td>{v}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

/** The mail's one action: a button, and its address spelled out below for clients that hide buttons. */
export function Action(o: { href: string; label: string }) {
  return (
    <>
      <Button href={o.href} style={{ backgroundColor: NAVY, color: '#ffffff', borderRadius: '6px', padding: '12px 20px', fontSize: '15px', fontWeight: 700 }}>
        {o.label}
      </Button>
      <Text style={{ ...small, margin: '8px 0 14px', wordBreak: 'break-all' }}>{o.href}</Text>
    </>
  );
}
