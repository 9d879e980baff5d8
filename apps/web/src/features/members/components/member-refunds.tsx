import type { MemberRefund } from '@tlt/shared/back-office/members';
import { refundEnds } from '@tlt/shared/back-office/refunds';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { formatRupees } from '@tlt/shared/money-format';
import { dmyTime } from './member-dates.ts';

const STATUS_LABEL: Record<string, string> = { pending: 'Pending', processed: 'Processed', failed: 'Failed' };

const COLUMNS: Column<MemberRefund>[] = [
  { key: 'when', header: 'Issued', primary: true, cell: (r) => <span className="tabular-nums">{dmyTime(r.createdAt)}</span> },
  { key: 'amount', header: 'Amount', align: 'right', className: 'whitespace-nowrap tabular-nums', cell: (r) => formatRupees(r.amount) },
  { key: 'status', header: 'Status', cell: (r) => STATUS_LABEL[r.status] ?? r.status },
  // What the refund ended (issue 26 §1): the period, the course access, both, or nothing.
  { key: 'ended', header: 'Ended', cell: (r) => refundEnds(r) },
  { key: 'txn', header: 'Payment ID', cell: (r) => <span className="font-mono text-xs break-all">{r.txnId ?? '—'}</span> },
];

export function MemberRefunds({ refunds }: { refunds: MemberRefund[] }) {
  return <DataTable caption="Refunds, newest first" columns={COLUMNS} rows={refunds} rowKey={(r) => r._id} empty="No refunds." />;
}
