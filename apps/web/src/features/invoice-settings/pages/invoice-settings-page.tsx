import { Trans, useLingui } from '@lingui/react/macro';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useInvoiceSettings } from '../api/invoice-settings.ts';
import { InvoiceSettingsForm } from '../components/invoice-settings-form.tsx';

/** /admin/invoice-settings (issue 15, decision 0032): who the GST invoices name as the seller. */
export default function InvoiceSettingsPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Invoice settings`, description: t`The seller, GSTIN and GST rate on members' tax invoices.` });
  const settings = useInvoiceSettings();
  return (
    <AdminPage title={t`Invoice settings`} width="max-w-3xl"
      description={t`The seller named on every GST tax invoice and credit note. Until these are complete, invoices say “not set”.`}>
      {settings.isPending ? (
        <Loading label={t`Loading invoice settings…`} />
      ) : settings.isError ? (
        <LoadError message={t`Could not load the invoice settings.`} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          {!settings.data.complete && (
            <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              <Trans>Not complete yet: invoices show the seller's missing details as “not set”.</Trans>
            </p>
          )}
          <InvoiceSettingsForm settings={settings.data} />
        </>
      )}
    </AdminPage>
  );
}
