import { useMemo, useState } from 'react';
import type { MemberImportResult } from '@tlt/shared/back-office/member-import';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { FilterChips } from '../../../components/admin/filter-chips.tsx';
import { formatCount } from '../../../components/admin/format-count.ts';
import { cn } from '../../../lib/cn.ts';

type Outcome = 'Created' | 'Skipped' | 'Refused';
interface Line { row: number; outcome: Outcome; what: string; reason: string }

const BADGE: Record<Outcome, string> = {
  Created: 'bg-emerald-50 text-emerald-800',
  Skipped: 'bg-navy-50 text-navy-700',
  Refused: 'bg-red-50 text-red-800',
};

const COLUMNS: Column<Line>[] = [
  { key: 'row', header: 'Row', primary: true, cell: (l) => `Row ${l.row}` },
  { key: 'outcome', header: 'Result', cell: (l) => <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', BADGE[l.outcome])}>{l.outcome}</span> },
  { key: 'what', header: 'Member or cell', className: 'break-all', cell: (l) => l.what },
  { key: 'reason', header: 'Reason', cell: (l) => l.reason },
];

/** Every row of the file in one list, by row number, so the admin can fix the refused ones in the file. */
function linesOf(r: MemberImportResult): Line[] {
  return [
    ...r.created.map((c) => ({ row: c.row, outcome: 'Created' as const, what: `${c.name} · ${c.email}`, reason: '' })),
    ...r.skipped.map((s) => ({ row: s.row, outcome: 'Skipped' as const, what: s.email, reason: s.reason })),
    ...r.refused.map((f) => ({ row: f.row, outcome: 'Refused' as const, what: f.text, reason: f.reason })),
  ].sort((a, b) => a.row - b.row);
}

/** The import's answer: the counts, then the rows, filtered by result (refused first when there are any). */
export function ImportResult({ result }: { result: MemberImportResult }) {
  const lines = useMemo(() => linesOf(result), [result]);
  const [shown, setShown] = useState<string>(result.refused.length ? 'Refused' : '');
  const options = [
    { value: '', label: `All ${formatCount(lines.length)}` },
    { value: 'Created', label: `Created ${formatCount(result.created.length)}` },
    { value: 'Skipped', label: `Skipped ${formatCount(result.skipped.length)}` },
    { value: 'Refused', label: `Refused ${formatCount(result.refused.length)}` },
  ];
  return (
    <section aria-label="Import result" className="space-y-3">
      <p role="status" className="text-sm text-navy-800">
        {formatCount(result.rows)} {result.rows === 1 ? 'row' : 'rows'} read on the {result.planType} plan:{' '}
        <strong>{formatCount(result.created.length)} created</strong>, {formatCount(result.skipped.length)} skipped,{' '}
        {formatCount(result.refused.length)} refused. Nothing was written for skipped or refused rows.
      </p>
      <FilterChips label="Show rows" options={options} value={shown} onChange={setShown} />
      <DataTable
        caption="Imported rows by row number"
        columns={COLUMNS}
        rows={shown ? lines.filter((l) => l.outcome === shown) : lines}
        rowKey={(l) => String(l.row)}
        empty="No rows here."
      />
    </section>
  );
}
