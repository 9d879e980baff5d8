import { useState, type ComponentType } from 'react';
import { Download } from 'lucide-react';
import { Button } from './button.tsx';
import { useLingui } from '@lingui/react/macro';

interface DownloadButtonProps {
  /** Fetches and saves the file (the feature's call, e.g. lib/api/download-file.ts); the button waits for it. */
  download: () => Promise<unknown>;
  /** The accessible name when one page holds several exports ("Export All Leads to Excel"). */
  label?: string;
  /** What the button says; "Export Excel" unless it downloads something else ("E-mail list"). */
  text?: string;
  /** What it says while the file comes. */
  busyText?: string;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  variant?: 'secondary' | 'outline';
  size?: 'sm' | 'md';
}

/** A download button: busy while the feature's download runs (a failure toasts in downloadFile). */
export function DownloadButton({
  download, label, text, busyText, icon: Icon = Download, variant = 'secondary', size = 'sm',
}: DownloadButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size={size} onClick={() => void run()} disabled={busy} aria-label={label} aria-busy={busy || undefined}>
      <Icon className="size-4" aria-hidden />
      {busy ? (busyText ?? t`Exporting…`) : (text ?? t`Export Excel`)}
    </Button>
  );
}
