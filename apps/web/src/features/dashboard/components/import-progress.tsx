import { Download } from 'lucide-react';
import { formatCount } from '../../../components/admin/format-count.ts';
import { Button } from '../../../components/ui/button.tsx';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { useMemberImport } from '../api/import-members.ts';
import { ImportResult } from './import-result.tsx';

/** An accepted import: its rows as they are done, then the result and the report to download. */
export function ImportProgress({ id }: { id: string }) {
  const { data } = useMemberImport(id);
  if (!data) return <p role="status" className="text-sm text-navy-700">Import started…</p>;
  const p = data.progress;
  if (p.status === 'queued' || p.status === 'running') {
    return (
      <div role="status" className="space-y-2">
        <p className="text-sm text-navy-800">
          Importing: {formatCount(p.done)} of {formatCount(p.rows)} rows done: <strong>{formatCount(p.created)} created</strong>,{' '}
          {formatCount(p.skipped)} skipped, {formatCount(p.refused)} refused. You can leave this page; the import goes on.
        </p>
        <progress className="h-2 w-full accent-navy-900" max={p.rows} value={p.done} aria-label="Rows imported" />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {p.status === 'failed' && <p role="alert" className="text-sm font-medium text-red-700">The import stopped after {formatCount(p.done)} of {formatCount(p.rows)} rows; the rows listed below stand.</p>}
      <Button variant="outline" onClick={() => void downloadFile(`user-import/${encodeURIComponent(id)}/report`, 'member-import.xlsx')}>
        <Download className="size-4" aria-hidden />
        Download the report (.xlsx)
      </Button>
      <ImportResult result={data} />
    </div>
  );
}
