import { Card } from '../../../components/ui/card.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { FunnelHeader } from '../components/funnel-header.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** Spec §2 webinar registration page. */
export default function WebinarRegistrationPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Register for the free webinar`, description: t`Book your seat in the free live Bank Nifty webinar, Sundays at 7 PM, in Hindi or English.` });
  return (
    <div className="flex-1 bg-gradient-to-b from-navy-50 to-slate-50">
      <FunnelHeader />
      <section className="px-4 py-8 md:py-12">
        <Card className="mx-auto w-full max-w-md p-5 md:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-navy-950">
            <Trans>Register for the free webinar</Trans>
          </h1>
          <p className="mt-1 mb-6 text-sm text-navy-700">
            <Trans>Live every Sunday at 7 PM. Choose Hindi or English.</Trans>
          </p>
          <RegistrationForm />
        </Card>
      </section>
    </div>
  );
}
