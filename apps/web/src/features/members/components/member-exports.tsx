import { Mail } from 'lucide-react';
import { ExportButton } from '../../../components/admin/export-button.tsx';

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
  return (
    <>
      <ExportButton path={`user/export${exportQuery(apiParams)}`} fallbackName="members.xlsx" />
      <ExportButton
        path={`user/export${exportQuery(apiParams, { columns: 'email' })}`}
        fallbackName="member-emails.xlsx"
        text="E-mail list"
        busyText="Downloading…"
        icon={Mail}
        variant="outline"
      />
    </>
  );
}
