import type { ReactNode } from 'react';
import type { MemberDetail, MemberPayment } from '@tlt/shared/back-office/members';
import { formatPeriodEnd, formatPeriodStart } from '@tlt/shared/period-dates';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { formatRupees } from '@tlt/shared/money-format';

/** What the row's action slot holds: the refund button, once the billing side provides it. */
export type PaymentAction = (payment: MemberPayment) => ReactNode;

const SOURCE_LABEL: Record<string, string> = { manual: 'Recorded by an admin', razorpay: 'Razorpay', test: 'Test checkout' };

function columns(action?: PaymentAction): Column<MemberPayment>[] {
  const cols: Column<MemberPayment>[] = [
    {
      key: 'period',
      header: 'Period',
      primary: true,
      cell: (p) => (
        <span className="tabular-nums">
          {formatPeriodStart(p.startDate, 'dmy')} – {formatPeriodEnd(p.endDate, 'dmy')}
          {p.current && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">In force</span>}
        </span>
      ),
    },
    { key: 'plan', header: 'Plan', cell: (p) => p.planType },
    {
      key: 'amount',
      header: 'Paid',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (p) => formatRupees(p.amount),
    },
    {
      key: 'refunded',
      header: 'Refunded',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (p) => (p.refunded > 0 ? formatRupees(p.refunded) : '—'),
    },
    { key: 'txn', header: 'Payment ID', cell: (p) => <span className="font-mono text-xs break-all">{p.txnId}</span> },
    { key: 'source', header: 'Paid by', cell: (p) => SOURCE_LABEL[p.source] ?? p.source },
  ];
  if (action) cols.push({ key: 'refund', header: 'Refund', actions: true, cell: action });
  return cols;
}

/** Every paid period, the latest ending first, with what was refunded from each. */
export function MemberPayments({ payments, action }: { payments: MemberDetail['payments']; action?: PaymentAction }) {
  return (
    <DataTable
      caption="Payments, latest ending first"
      columns={columns(action)}
      rows={payments}
      rowKey={(p) => p._id}
      empty="No payments yet."
    />
  );
}
