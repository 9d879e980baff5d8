import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { LeadsSection } from '../components/leads-section.tsx';

/**
 * /all-leads (admins): the spec's two sections (§2), "All Leads" and "Free Content Requestors"
 * (gift-form leads, gender "free"), each 100 per page (100, 200, 500; §9), paged and exported on its own.
 */
export default function AllLeadsPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`All Leads`, description: t`Lead-form and free-content requests.` });
  return (
    <AdminPage title={t`All Leads`} description={t`Lead-form and free-content requests, newest first. A repeat request counts on the same row.`}>
      <div className="space-y-10">
        <LeadsSection section="all" />
        <LeadsSection section="free" />
      </div>
    </AdminPage>
  );
}
