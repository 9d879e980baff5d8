import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';

export interface Column<T> {
  key: string;
  /** The column heading; on a phone card, the label before the value. */
  header: string | MessageDescriptor;
  cell: (row: T) => ReactNode;
  /** The row's title: first in a table row (a row header), the heading of a phone card. */
  primary?: boolean;
  /** Actions (switches, buttons): no label on a phone card, laid out along its foot. */
  actions?: boolean;
  align?: 'left' | 'right';
  /** Extra classes for this column's cells in the table. */
  className?: string;
  /** Leave out of phone cards (a value the card's title already carries). */
  hideOnPhone?: boolean;
}

interface DataTableProps<T> {
  /** Says what the table holds (read by screen readers). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown instead of an empty table. */
  empty: ReactNode;
  /** A newer page is on its way: the rows stay, dimmed. */
  busy?: boolean;
}

const TH = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-navy-600 uppercase lg:px-4 [&:lang(hi)]:tracking-normal';
const TD = 'px-3 py-3 align-middle lg:px-4';

/**
 * An admin list: a table from tablet width up, a stack of cards on a phone (spec §9: below 768 px),
 * so a 390 px screen never scrolls sideways. Only one of the two is in the page at a time.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty, busy }: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const head = useHeader();
  if (rows.length === 0) {
    return <div className="rounded-2xl border border-dashed border-navy-200 bg-white px-4 py-10 text-center text-sm text-navy-600">{empty}</div>;
  }
  const frame = cn('rounded-2xl border border-navy-100 bg-white shadow-sm shadow-navy-900/5 transition-opacity', busy && 'opacity-60');
  return phone ? (
    <ul aria-label={caption} aria-busy={busy || undefined} className="space-y-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className={cn(frame, 'px-4 py-3')}>
          <Card columns={columns} row={row} />
        </li>
      ))}
    </ul>
  ) : (
    <div className={cn(frame, 'overflow-x-auto')} aria-busy={busy || undefined}>
      <table className="w-full text-sm text-navy-900">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-navy-100 bg-navy-50/60">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cn(TH, c.align === 'right' && 'text-right')}>
                {c.actions ? <span className="sr-only">{head(c.header)}</span> : head(c.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-navy-50/40">
              {columns.map((c) =>
                c.primary ? (
                  <th key={c.key} scope="row" className={cn(TD, 'text-left font-semibold text-navy-950', c.className)}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={cn(TD, c.align === 'right' && 'text-right', c.className)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A column's heading in the page's language (module-level tables write them with `msg`). */
function useHeader() {
  const { i18n } = useLingui();
  return (header: Column<unknown>['header']) => (typeof header === 'string' ? header : i18n._(header));
}

function Card<T>({ columns, row }: { columns: readonly Column<T>[]; row: T }) {
  const head = useHeader();
  const title = columns.find((c) => c.primary);
  const fields = columns.filter((c) => !c.primary && !c.actions && !c.hideOnPhone);
  const actions = columns.filter((c) => c.actions);
  return (
    <>
      {title && <div className="font-semibold break-words text-navy-950">{title.cell(row)}</div>}
      {fields.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {fields.map((c) => (
            <div key={c.key} className="contents">
              <dt className="text-navy-500">{head(c.header)}</dt>
              <dd className="break-words text-navy-900">{c.cell(row)}</dd>
            </div>
          ))}
        </dl>
      )}
      {actions.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-navy-100 pt-2">
          {actions.map((c) => (
            <div key={c.key}>{c.cell(row)}</div>
          ))}
        </div>
      )}
    </>
  );
}
