import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { downloadMyData } from '../api/my-data.ts';
import { DeleteAccount } from './delete-account.tsx';

/** DPDP Act 2023: the member takes a copy of their data, or erases the account (decision 0033). */
export function YourData() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="space-y-6 text-sm text-navy-700">
      <div className="space-y-3">
        <p>
          Download everything we hold about you as one file: your profile, payments and invoices, posts, comments, likes,
          favourites, notifications, consents and the devices you signed in on.
        </p>
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          <Download className="size-4" aria-hidden /> {downloading ? 'Preparing…' : 'Download my data'}
        </Button>
      </div>
      <DeleteAccount />
    </div>
  );
}
