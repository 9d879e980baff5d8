import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { downloadMyData } from '../api/my-data.ts';
import { DeleteAccount } from './delete-account.tsx';

/** DPDP Act 2023: the member takes a copy of their data, or erases the account (decision 0033). */
export function YourData() {
  return (
    <div className="space-y-6 text-sm text-navy-700">
      <div className="space-y-3">
        <p>
          Download everything we hold about you as one file: your profile, payments and invoices, posts, comments, likes,
          favourites, notifications, consents and the devices you signed in on.
        </p>
        <DownloadButton download={downloadMyData} text="Download my data" busyText="Preparing…" variant="outline" size="md" />
      </div>
      <DeleteAccount />
    </div>
  );
}
