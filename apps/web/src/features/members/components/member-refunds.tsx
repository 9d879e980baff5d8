import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MemberRefund } from '@tlt/shared/back-office/members';
import { refundEnds } from '@tlt/shared/back-office/refunds';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { formatRupees } from '@tlt/shared/money-format';
import { dmyTime } from './member-dates.ts';
import { translateShared } from '../../../lib/i18n.ts';

const STATUS_LABEL = { pending: msg`Pending`, processed: msg`Processed`, failed: msg`Failed` };

function RefundStatus({ status }: { status: string }) {
  const { i18n } = useLingui();
  return Object.hasOwn(STATUS_LABEL, status) ? i18n._(STATUS_LABEL[status as keyof typeof STATUS_LABEL]) : status;
}

const COLUMNS: Column<MemberRefund>[] = [
  { key: 'when', header: msg`Issued`, primary: true, cell: (r) => <span className="tabular-nums">{dmyTime(r.createdAt)}</span> },
  { key: 'amount', header: msg`Amount`, align: 'right', className: 'whitespace-nowrap tabular-nums', cell: (r) => formatRupees(r.amount) },
  { key: 'status', header: msg`Status`, cell: (r) => <RefundStatus status={r.status} /> },
  // What the refund ended (issue 26 §1): the period, the course access, both, or nothing.
  { key: 'ended', header: msg`Ended`, cell: (r) => translateShared(refundEnds(r)) },
  { key: 'txn', header: msg`Payment ID`, cell: (r) => <span className="font-mono text-xs break-all">{r.txnId ?? '—'}</span> },
];

export function MemberRefunds({ refunds }: { refunds: MemberRefund[] }) {
  const { t } = useLingui();
  return <DataTable caption={t`Refunds, newest first`} columns={COLUMNS} rows={refunds} rowKey={(r) => r._id} empty={t`No refunds.`} />;
}
