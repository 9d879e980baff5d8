import { useState } from 'react';
import { Mail } from 'lucide-react';
import { ExportButton } from '../../../components/admin/export-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { downloadFile } from '../../../lib/download-file.ts';

/** The list's search and filters without its page: an export holds every match. */
export function exportQuery(apiParams: URLSearchParams, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams(apiParams);
  p.delete('offset');
  p.delete('limit');
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  const qs = p.toString();
  return qs ? `?${qs}` : '';
}

/**
 * Beside the title of /all-users: the members matching the search and filters as Excel, and their
 * e-mail addresses alone (community.md §6 "e-mail list download"), one address a row.
 */
export function MemberExports({ apiParams }: { apiParams: URLSearchParams }) {
  const [busy, setBusy] = useState(false);
  const emails = async () => {
    setBusy(true);
    try {
      await downloadFile(`user/export${exportQuery(apiParams, { columns: 'email' })}`, 'member-emails.xlsx');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ExportButton path={`user/export${exportQuery(apiParams)}`} fallbackName="members.xlsx" />
      <Button variant="outline" size="sm" onClick={() => void emails()} disabled={busy} aria-busy={busy || undefined}>
        <Mail className="size-4" aria-hidden />
        {busy ? 'Downloading…' : 'E-mail list'}
      </Button>
    </>
  );
}
