import type { ReactNode } from 'react';
import { AppPromo } from '../../../components/app-promo/app-promo.tsx';
import { useSession } from '../../../lib/session.tsx';
import { CourseAccess } from '../../../components/courses/course-access.tsx';
import { AccountDetails } from '../components/account-details.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { Consents } from '../components/consents.tsx';
import { Devices } from '../components/devices.tsx';
import { InvoiceDetailsForm } from '../components/invoice-details-form.tsx';
import { PaymentHistory } from '../components/payment-history.tsx';
import { RenewNowLink } from '../../../components/renew-now-link.tsx';
import { PlanPeriod } from '../components/plan-period.tsx';
import { ProfileImage } from '../components/profile-image.tsx';
import { PushSettings } from '../components/push-settings.tsx';
import { YourData } from '../components/your-data.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Trans, useLingui } from '@lingui/react/macro';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <h2 id={id} className="mb-4 text-lg font-bold text-navy-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Spec §2 My Profile: picture, password, plan and period, notifications on this device, course access, the apps;
 * and the member's own account (issue 15): details, devices, consents, their data.
 */
export default function ProfilePage() {
  const { t } = useLingui();
  usePageMeta({ title: t`My Profile`, description: t`Your profile picture, password, plan and course access.` });
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
        <Trans>My Profile</Trans>
      </h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Panel id="profile-account" title={t`Account`}>
          <ProfileImage user={user} />
          <AccountDetails user={user} />
        </Panel>
        <Panel id="profile-plan" title={t`Plan and period`}>
          <PlanPeriod user={user} />
          <RenewNowLink user={user} where="profile" className="mt-4" />
        </Panel>
        {/* Notifications go to members; admins write them. */}
        {user.userType !== 'admin' && (
          <Panel id="profile-push" title={t`Notifications on this device`}>
            <PushSettings />
          </Panel>
        )}
        <Panel id="profile-password" title={t`Change password`}>
          <ChangePasswordForm />
        </Panel>
        <Panel id="profile-courses" title={t`Course access`}>
          <CourseAccess userId={user._id} />
        </Panel>
        {/* The member's devices, consents and data (issue 15 §5-7, decision 0033). */}
        <Panel id="profile-devices" title={t`Signed-in devices`}>
          <Devices />
        </Panel>
        <Panel id="profile-consents" title={t`Consents`}>
          <Consents />
        </Panel>
        {/* The GST place of supply on the member's invoices (issue 15, decision 0032). */}
        {user.userType !== 'admin' && (
          <Panel id="profile-billing" title={t`Billing details`}>
            <InvoiceDetailsForm />
          </Panel>
        )}
        {user.userType !== 'admin' && (
          <Panel id="profile-data" title={t`Your data`}>
            <YourData />
          </Panel>
        )}
      </div>
      <div className="mt-6">
        <PaymentHistory userId={user._id} />
      </div>
      <div className="mt-6">
        <AppPromo apps={['community', 'course']} />
      </div>
    </div>
  );
}
