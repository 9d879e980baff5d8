import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { downloadMyData } from '../api/my-data.ts';
import { DeleteAccount } from './delete-account.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** DPDP Act 2023: the member takes a copy of their data, or erases the account (decision 0033). */
export function YourData() {
  const { t } = useLingui();
  return (
    <div className="space-y-6 text-sm text-navy-700">
      <div className="space-y-3">
        <p>
          <Trans>
            Download everything we hold about you as one file: your profile, payments and invoices, posts, comments, likes,
            favourites, notifications, consents and the devices you signed in on.
          </Trans>
        </p>
        <DownloadButton download={downloadMyData} text={t`Download my data`} busyText={t`Preparing…`} variant="outline" size="md" />
      </div>
      <DeleteAccount />
    </div>
  );
}
