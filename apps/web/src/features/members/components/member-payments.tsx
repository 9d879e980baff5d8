import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberDetail, MemberPayment } from '@tlt/shared/back-office/members';
import { formatPeriodEnd, formatPeriodStart, planName } from '../../../lib/period-dates.ts';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { formatRupees } from '@tlt/shared/money-format';

/** What the row's action slot holds: the refund button, once the billing side provides it. */
export type PaymentAction = (payment: MemberPayment) => ReactNode;

/** Who took the money, in words (Razorpay is a name). */
const sourceLabel = (source: string): ReactNode =>
  source === 'manual' ? <Trans>Recorded by an admin</Trans> : source === 'test' ? <Trans>Test checkout</Trans> : source === 'razorpay' ? <span translate="no">Razorpay</span> : <span translate="no">{source}</span>;

function columns(action?: PaymentAction): Column<MemberPayment>[] {
  const cols: Column<MemberPayment>[] = [
    {
      key: 'period',
      header: msg`Period`,
      primary: true,
      cell: (p) => (
        <span className="tabular-nums">
          {formatPeriodStart(p.startDate, 'dmy')} – {formatPeriodEnd(p.endDate, 'dmy')}
          {p.current && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"><Trans>In force</Trans></span>}
        </span>
      ),
    },
    { key: 'plan', header: msg`Plan`, cell: (p) => planName(p.planType) },
    {
      key: 'amount',
      header: msg`Paid`,
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (p) => formatRupees(p.amount),
    },
    {
      key: 'refunded',
      header: msg`Refunded`,
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (p) => (p.refunded > 0 ? formatRupees(p.refunded) : '—'),
    },
    { key: 'txn', header: msg`Payment ID`, cell: (p) => <span translate="no" className="font-mono text-xs break-all">{p.txnId}</span> },
    { key: 'source', header: msg`Paid by`, cell: (p) => sourceLabel(p.source) },
  ];
  if (action) cols.push({ key: 'refund', header: msg`Refund`, actions: true, cell: action });
  return cols;
}

/** Every paid period, the latest ending first, with what was refunded from each. */
export function MemberPayments({ payments, action }: { payments: MemberDetail['payments']; action?: PaymentAction }) {
  const { t } = useLingui();
  return (
    <DataTable
      caption={t`Payments, latest ending first`}
      columns={columns(action)}
      rows={payments}
      rowKey={(p) => p._id}
      empty={t`No payments yet.`}
    />
  );
}
