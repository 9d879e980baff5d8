/** @jsxRuntime automatic */
// The automatic runtime by pragma, not only by tsconfig: tsx run from the repository root reads no server tsconfig.
import { BRAND } from './brand.ts';
import { Facts, MailLayout, Para, Small } from './layout.tsx';

/** The money mails: a receipt and a refund, each with its document's signed link inside a sentence. */

const paid = `Thank you for your payment. Your membership of ${BRAND} is active.`;

export function ReceiptMail(o: {
  name: string; rows: [string, string][]; invoiceUrl: string; paymentsUrl: string; linkDays: number; terms: readonly string[];
}) {
  return (
    <MailLayout preview={paid}>
      <Para>Hi {o.name},</Para>
      <Para>{paid}</Para>
      <Facts rows={o.rows} />
      <Para>
        <a href={o.invoiceUrl}>Download your GST tax invoice</a> (the link works for {o.linkDays} days, no sign-in needed).
        Later, it is under <a href={o.paymentsUrl}>Payment history on your profile</a>.
      </Para>
      <Para><strong>Refund terms</strong></Para>
      <ul style={{ margin: '0 0 14px', paddingLeft: '20px', fontSize: '15px', lineHeight: '1.5', color: '#1f2937' }}>
        {o.terms.map((t, i) => <li key={i}>{t}</li>)}
      </ul>
    </MailLayout>
  );
}

export function RefundMail(o: {
  name: string; lead: string; rows: [string, string][]; period: string; note: string; creditNoteUrl: string; fees: string;
}) {
  return (
    <MailLayout preview={o.lead}>
      <Para>Hi {o.name},</Para>
      <Para>{o.lead}</Para>
      <Facts rows={o.rows} />
      <Para>{o.period}</Para>
      <Para>{o.note} <a href={o.creditNoteUrl}>Download your credit note</a></Para>
      <Small>{o.fees}</Small>
    </MailLayout>
  );
}
