/** @jsxRuntime automatic */
// The automatic runtime by pragma, not only by tsconfig: tsx run from the repository root reads no server tsconfig.
import { BRAND } from './brand.ts';
import { Facts, MailLayout, Para, Small } from './layout.tsx';
import { greeting } from './letter.tsx';
import { type InLanguage, mailWords } from './words.ts';

/** The money mails: a receipt and a refund, each with its document's signed link inside a sentence. */

export function ReceiptMail(o: InLanguage & {
  name: string; rows: [string, string][]; invoiceUrl: string; paymentsUrl: string; linkDays: number; terms: readonly string[];
}) {
  const w = mailWords(o.locale);
  const paid = w('Thank you for your payment. Your membership of {brand} is active.', { brand: BRAND });
  return (
    <MailLayout locale={o.locale} preview={paid}>
      <Para>{greeting(o)}</Para>
      <Para>{paid}</Para>
      <Facts rows={o.rows} />
      <Para>
        <a href={o.invoiceUrl}>{w('Download your GST tax invoice')}</a> {w('(the link works for {days} days, no sign-in needed).', { days: o.linkDays })}
        {' '}{w('Later, it is under')} <a href={o.paymentsUrl}>{w('Payment history on your profile')}</a>{w('.')}
      </Para>
      <Para><strong>{w('Refund terms')}</strong></Para>
      <ul style={{ margin: '0 0 14px', paddingLeft: '20px', fontSize: '15px', lineHeight: '1.5', color: '#1f2937' }}>
        {o.terms.map((t, i) => <li key={i}>{t}</li>)}
      </ul>
    </MailLayout>
  );
}

export function RefundMail(o: InLanguage & {
  name: string; lead: string; rows: [string, string][]; period: string; note: string; creditNoteUrl: string; fees: string;
}) {
  return (
    <MailLayout locale={o.locale} preview={o.lead}>
      <Para>{greeting(o)}</Para>
      <Para>{o.lead}</Para>
      <Facts rows={o.rows} />
      <Para>{o.period}</Para>
      <Para>{o.note} <a href={o.creditNoteUrl}>{mailWords(o.locale)('Download your credit note')}</a></Para>
      <Small>{o.fees}</Small>
    </MailLayout>
  );
}
