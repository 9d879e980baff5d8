import { useState, type ComponentType } from 'react';
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
  /** What the button says; "Export Excel" unless it downloads something else ("E-mail list"). */
  text?: string;
  /** What it says while the file comes. */
  busyText?: string;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  variant?: 'secondary' | 'outline';
}

/** A download from the API (the server streams the file); the button waits for it (a failure toasts in downloadFile). */
export function ExportButton({
  path, fallbackName, label, text = 'Export Excel', busyText = 'Exporting…', icon: Icon = Download, variant = 'secondary',
}: ExportButtonProps) {
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
    <Button variant={variant} size="sm" onClick={() => void run()} disabled={busy} aria-label={label} aria-busy={busy || undefined}>
      <Icon className="size-4" aria-hidden />
      {busy ? busyText : text}
    </Button>
  );
}
