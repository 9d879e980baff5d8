import { type ReactNode, useId } from 'react';
import { Trans } from '@lingui/react/macro';

export interface ChartTable {
  columns: string[];
  /** The first cell names the row (a day, a month, a source: maybe marked as data). */
  rows: (ReactNode)[][];
}

/**
 * One chart, readable without seeing it: a heading, a sentence saying what it shows, the drawing
 * (hidden from screen readers) and the same numbers as a table behind "Show the numbers".
 */
export function ChartFigure({ title, summary, table, children }: { title: string; summary: ReactNode; table: ChartTable; children: ReactNode }) {
  const id = useId();
  return (
    <figure aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:p-5">
      <figcaption>
        <h3 id={`${id}-title`} className="text-lg font-bold text-navy-950">{title}</h3>
        <p className="mt-1 text-sm text-navy-700">{summary}</p>
      </figcaption>
      <div className="mt-4 h-60 w-full min-w-0" aria-hidden="true">
        {children}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-emerald-800">
          <Trans>Show the numbers</Trans>
        </summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-navy-100 text-navy-700">
                {table.columns.map((c) => (
                  <th key={c} scope="col" className="py-1 pr-3 font-semibold">{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b border-navy-50">
                  {row.map((cell, i) => (i === 0
                    ? <th key={i} scope="row" className="py-1 pr-3 font-normal">{cell}</th>
                    : <td key={i} className="py-1 pr-3">{cell}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
