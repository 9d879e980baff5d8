import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { useLingui } from '@lingui/react/macro';

interface InvoiceDownloadButtonProps {
  kind: 'invoice' | 'credit-note';
  /** The payment's id (invoice) or the refund's (credit note). */
  id: string;
  /** The document's number, for the button's accessible name and the fallback file name. */
  number: string | null;
}

/** Downloads a tax invoice or credit note PDF with the session's token (a plain link cannot send it). */
export function InvoiceDownloadButton({ kind, id, number }: InvoiceDownloadButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const label = kind === 'invoice' ? t`Download invoice` : t`Download credit note`;
  const file = `${kind}-${(number ?? id).replaceAll('/', '-')}.pdf`;
  return (
    <Button
      variant="outline"
      size="sm"
      className="whitespace-nowrap"
      disabled={busy}
      aria-label={number ? `${label} ${number}` : label}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(`user/me/${kind}/${encodeURIComponent(id)}`, file);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download className="size-4" aria-hidden />
      {busy ? t`Preparing…` : label}
    </Button>
  );
}
