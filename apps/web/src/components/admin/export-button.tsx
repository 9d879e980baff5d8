import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { downloadFile } from '../../lib/download-file.ts';

interface ExportButtonProps {
  /** The export's API path, e.g. "subscribers/export". */
  path: string;
  /** Saved under this name if the server's answer names none. */
  fallbackName: string;
  /** The accessible name when one page holds several exports ("Export All Leads to Excel"). */
  label?: string;
}

/** "Export Excel": the server streams the .xlsx; the button waits for it (a failure toasts in downloadFile). */
export function ExportButton({ path, fallbackName, label }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fallbackName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void run()} disabled={busy} aria-label={label} aria-busy={busy || undefined}>
      <Download className="size-4" aria-hidden />
      {busy ? 'Exporting…' : 'Export Excel'}
    </Button>
  );
}
