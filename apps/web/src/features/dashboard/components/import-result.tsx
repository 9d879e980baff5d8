import { useMemo, useState } from 'react';
import type { MemberImportResult } from '@tlt/shared/back-office/member-import';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { FilterChips } from '../../../components/admin/filter-chips.tsx';
import { formatCount } from '../../../components/admin/format-count.ts';
import { cn } from '../../../lib/cn.ts';
import { planName } from '../../../lib/period-dates.ts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

type Outcome = 'Created' | 'Skipped' | 'Refused';
interface Line { row: number; outcome: Outcome; what: string; reason: string }

const BADGE: Record<Outcome, string> = {
  Created: 'bg-emerald-50 text-emerald-800',
  Skipped: 'bg-navy-50 text-navy-700',
  Refused: 'bg-red-50 text-red-800',
};

/** The outcomes' words (the values themselves only filter). */
const OUTCOME_LABEL: Record<Outcome, MessageDescriptor> = {
  Created: msg`Created`,
  Skipped: msg`Skipped`,
  Refused: msg`Refused`,
};

function useColumns(): Column<Line>[] {
  const { t } = useLingui();
  return [
    { key: 'row', header: t`Row`, primary: true, cell: ({ row }) => t`Row ${row}` },
    { key: 'outcome', header: t`Result`, cell: (l) => <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', BADGE[l.outcome])}>{t(OUTCOME_LABEL[l.outcome])}</span> },
    // What the file held (a name, an e-mail, a cell), in no known language.
    { key: 'what', header: t`Member or cell`, className: 'break-all', cell: (l) => <span lang="">{l.what}</span> },
    { key: 'reason', header: t`Reason`, cell: (l) => l.reason },
  ];
}

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
  const { t } = useLingui();
  const columns = useColumns();
  const lines = useMemo(() => linesOf(result), [result]);
  const all = formatCount(lines.length);
  const rows = formatCount(result.rows);
  const created = formatCount(result.created.length);
  const skipped = formatCount(result.skipped.length);
  const refused = formatCount(result.refused.length);
  const [shown, setShown] = useState<string>(result.refused.length ? 'Refused' : '');
  const options = [
    { value: '', label: t`All ${all}` },
    { value: 'Created', label: t`Created ${created}` },
    { value: 'Skipped', label: t`Skipped ${skipped}` },
    { value: 'Refused', label: t`Refused ${refused}` },
  ];
  const plan = planName(result.planType);
  return (
    <section aria-label={t`Import result`} className="space-y-3">
      <p role="status" className="text-sm text-navy-800">
        {result.rows === 1 ? (
          <Trans>
            {rows} row read on the {plan} plan: <strong>{created} created</strong>, {skipped} skipped, {refused} refused. Nothing was written
            for skipped or refused rows.
          </Trans>
        ) : (
          <Trans>
            {rows} rows read on the {plan} plan: <strong>{created} created</strong>, {skipped} skipped, {refused} refused. Nothing was written
            for skipped or refused rows.
          </Trans>
        )}
      </p>
      <FilterChips label={t`Show rows`} options={options} value={shown} onChange={setShown} />
      <DataTable
        caption={t`Imported rows by row number`}
        columns={columns}
        rows={shown ? lines.filter((l) => l.outcome === shown) : lines}
        rowKey={(l) => String(l.row)}
        empty={t`No rows here.`}
      />
    </section>
  );
}
