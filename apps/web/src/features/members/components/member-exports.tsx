import { Mail } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { exportQuery } from '../../../components/admin/export-query.ts';

/**
 * Beside the title of /all-users: the members matching the search and filters as Excel, and their
 * e-mail addresses alone (community.md §6 "e-mail list download"), one address a row.
 */
export function MemberExports({ apiParams }: { apiParams: URLSearchParams }) {
  const { t } = useLingui();
  return (
    <>
      <DownloadButton download={() => downloadFile(`user/export${exportQuery(apiParams)}`, 'members.xlsx')} />
      <DownloadButton
        download={() => downloadFile(`user/export${exportQuery(apiParams, { columns: 'email' })}`, 'member-emails.xlsx')}
        text={t`E-mail list`}
        busyText={t`Downloading…`}
        icon={Mail}
        variant="outline"
      />
    </>
  );
}
