import { Trans } from '@lingui/react/macro';
import type { AuditEntry } from '@tlt/shared/back-office/audit';
import { changeLines, detailLines } from './audit-format.ts';

/** Before → after, one field a line (what a person typed or a record holds marked lang="": its language is unknown), then the entry's details; all as text (React escapes it). */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const changes = changeLines(entry);
  const details = detailLines(entry);
  if (changes.length === 0 && details.length === 0) return <span className="text-navy-500">—</span>;
  return (
    <div className="space-y-1 break-words">
      {changes.length > 0 && (
        <ul className="space-y-0.5">
          {changes.map((c) => (
            <li key={c.key}>
              <span className="text-navy-600">{c.label}: </span>
              {c.before !== undefined && (
                <>
                  <span lang={c.written ? '' : undefined} className="text-navy-700 line-through decoration-navy-300">{c.before}</span>
                  <span aria-hidden className="px-1 text-navy-500">
                    →
                  </span>
                  <span className="sr-only"> <Trans>changed to</Trans> </span>
                </>
              )}
              <span lang={c.written ? '' : undefined} className="font-semibold text-navy-950">{c.after}</span>
            </li>
          ))}
        </ul>
      )}
      {details.length > 0 && (
        <ul className="space-y-0.5 text-xs text-navy-600">
          {details.map((d) => (
            <li key={d.key}>
              {d.label}: <span lang={d.written ? '' : undefined} className="text-navy-800">{d.value}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
