import { Download } from 'lucide-react';
import { formatCount } from '../../../components/admin/format-count.ts';
import { Button } from '../../../components/ui/button.tsx';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { useMemberImport } from '../api/import-members.ts';
import { ImportResult } from './import-result.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** An accepted import: its rows as they are done, then the result and the report to download. */
export function ImportProgress({ id }: { id: string }) {
  const { t } = useLingui();
  const { data } = useMemberImport(id);
  if (!data) return <p role="status" className="text-sm text-navy-700"><Trans>Import started…</Trans></p>;
  const p = data.progress;
  const done = formatCount(p.done);
  const rows = formatCount(p.rows);
  const created = formatCount(p.created);
  const skipped = formatCount(p.skipped);
  const refused = formatCount(p.refused);
  if (p.status === 'queued' || p.status === 'running') {
    return (
      <div role="status" className="space-y-2">
        <p className="text-sm text-navy-800">
          <Trans>
            Importing: {done} of {rows} rows done: <strong>{created} created</strong>, {skipped} skipped, {refused} refused. You can leave
            this page; the import goes on.
          </Trans>
        </p>
        <progress className="h-2 w-full accent-navy-900" max={p.rows} value={p.done} aria-label={t`Rows imported`} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {p.status === 'failed' && <p role="alert" className="text-sm font-medium text-red-700"><Trans>The import stopped after {done} of {rows} rows; the rows listed below stand.</Trans></p>}
      <Button variant="outline" onClick={() => void downloadFile(`user-import/${encodeURIComponent(id)}/report`, 'member-import.xlsx')}>
        <Download className="size-4" aria-hidden />
        <Trans>Download the report (.xlsx)</Trans>
      </Button>
      <ImportResult result={data} />
    </div>
  );
}
