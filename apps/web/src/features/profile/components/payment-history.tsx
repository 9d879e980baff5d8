import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { formatPeriodEnd, formatPeriodStart, planName } from '../../../lib/period-dates.ts';
import { PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS, type PaymentHistoryItem } from '@tlt/shared/payments-history';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatRupees } from '@tlt/shared/money-format';
import { usePaymentHistory } from '../api/payment-history.ts';
import { InvoiceDownloadButton } from './invoice-download-button.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { translateShared } from '../../../lib/i18n.ts';
import type { MessageDescriptor } from '@lingui/core';

/** The anchor the receipt mail links to (/profile#payments). */
export const PAYMENTS_ANCHOR = 'payments';

const statusLabel = (i: PaymentHistoryItem) => (i.kind === 'payment' ? PAYMENT_STATUS_LABELS[i.status] : REFUND_STATUS_LABELS[i.status]);
const TONE: Record<string, string> = {
  Paid: 'bg-emerald-50 text-emerald-900',
  Refunded: 'bg-navy-100 text-navy-900',
  'Refund failed': 'bg-red-50 text-red-800',
};

const COLUMNS: (Omit<Column<PaymentHistoryItem>, 'header'> & { header: MessageDescriptor })[] = [
  { key: 'date', header: msg`Date`, primary: true, className: 'whitespace-nowrap', cell: (i) => <time dateTime={i.date}>{formatDate(i.date)}</time> },
  {
    key: 'what', header: msg`For`,
    cell: (i) => (
      <>
        <PlanLine kind={i.kind} plan={planName(i.planType)} />
        <PeriodLine start={formatPeriodStart(i.startDate, 'long')} end={formatPeriodEnd(i.endDate, 'long')} />
      </>
    ),
  },
  { key: 'amount', header: msg`Amount`, align: 'right', cell: (i) => (i.kind === 'refund' ? `−${formatRupees(i.amount)}` : formatRupees(i.amount)) },
  { key: 'method', header: msg`Reference`, cell: (i) => <span translate="no" className="font-mono text-xs break-all">{i.method}</span> },
  {
    key: 'status', header: msg`Status`,
    cell: (i) => <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[statusLabel(i)] ?? 'bg-amber-50 text-amber-900')}>{translateShared(statusLabel(i))}</span>,
  },
  {
    key: 'documents', header: msg`Documents`, actions: true, className: 'whitespace-nowrap',
    cell: (i) => i.kind === 'payment'
      ? <InvoiceDownloadButton kind="invoice" id={i._id} number={i.invoiceNumber} />
      : i.creditNoteNumber
        ? <InvoiceDownloadButton kind="credit-note" id={i._id} number={i.creditNoteNumber} />
        : <span className="text-xs text-navy-600"><Trans>Credit note once the refund is processed</Trans></span>,
  },
];

/**
 * Issue 15: every payment and refund of the member, newest first, with its tax invoice or credit
 * note to download. Cards on a phone, a table from tablet width up. Opened from the receipt mail's
 * link, the page scrolls here once the list is in.
 */
export function PaymentHistory({ userId }: { userId: string }) {
  const { t } = useLingui();
  const columns = COLUMNS.map((c) => ({ ...c, header: t(c.header) }));
  const history = usePaymentHistory(userId);
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = !!history.data;
  useEffect(() => {
    if (loaded && hash === `#${PAYMENTS_ANCHOR}`) heading.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  return (
    <section aria-labelledby={PAYMENTS_ANCHOR} className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm md:p-6">
      <h2 id={PAYMENTS_ANCHOR} ref={heading} className="mb-1 scroll-mt-24 text-lg font-bold text-navy-950">
        <Trans>Payment history</Trans>
      </h2>
      <p className="mb-4 text-sm text-navy-700">
        <Trans>Prices include GST. Download the tax invoice of any payment, and the credit note of a refund.</Trans>
      </p>
      {history.isPending ? (
        <Loading label={t`Loading your payments…`} />
      ) : history.isError ? (
        <LoadError message={t`Could not load your payments.`} onRetry={() => void history.refetch()} />
      ) : (
        <DataTable caption={t`Your payments and refunds`} columns={columns} rows={history.data.items} rowKey={(i) => `${i.kind}-${i._id}`} empty={t`No payments on this account yet.`} />
      )}
    </section>
  );
}

function PlanLine({ kind, plan }: { kind: PaymentHistoryItem['kind']; plan: string }) {
  return kind === 'refund' ? <Trans>Refund: {plan}</Trans> : plan;
}

function PeriodLine({ start, end }: { start: string; end: string }) {
  return (
    <span className="block text-xs text-navy-600">
      <Trans>
        {start} to {end}
      </Trans>
    </span>
  );
}
