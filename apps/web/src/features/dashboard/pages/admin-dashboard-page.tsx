import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Navigate } from 'react-router';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.tsx';
import { usePendingCount } from '../../../lib/pending-count.ts';
import { useSubscriptionAnalytics } from '../api/get-subscription-analytics.ts';
import { AdminLinks } from '../components/admin-links.tsx';
import { LaunchChecklist } from '../components/launch-checklist.tsx';
import { MemberTools } from '../components/member-tools.tsx';
import { RenewalClasses } from '../components/renewal-classes.tsx';
import { SubscriptionFigures } from '../components/subscription-figures.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

// recharts comes with the charts only, after the figures and lists are on screen.
const SubscriptionCharts = lazy(() => import('../components/subscription-charts.tsx'));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-xl font-bold text-navy-950 md:text-2xl">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The admin dashboard (community.md §2 /dashboard, issue 13 §6): subscription figures, the three
 * classes of §4 with a renewal reminder for each member, the links to the admin screens, the
 * create-user form and Excel import, and the charts. Members who land here (the webinar pages send signed-in visitors) go on to their own dashboard.
 */
export default function AdminDashboardPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Admin Dashboard`, description: t`Subscriptions, renewals due and the admin screens.` });
  const { user } = useSession();
  const isAdmin = user?.userType === 'admin';
  const pending = usePendingCount(isAdmin && user?.agree === true);
  const analytics = useSubscriptionAnalytics(isAdmin);
  if (user && !isAdmin) return <Navigate to={PATHS.userDashboard} replace />;

  const data = analytics.data;
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 md:px-6 md:py-14 lg:px-8">
      <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">
        <Trans>Admin</Trans>
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
        <Trans>Dashboard</Trans>
      </h1>
      <LaunchChecklist enabled={isAdmin} />

      {data ? (
        <>
          <Section title={t`Subscriptions`}>
            <SubscriptionFigures data={data} />
          </Section>
          <Section title={t`Renewals due`}>
            <RenewalClasses classes={data.classes} />
          </Section>
        </>
      ) : (
        <div className="mt-10">
          {analytics.isError
            ? <LoadError message={t`Failed to load the subscription analytics. Please try again`} onRetry={() => void analytics.refetch()} />
            : <Loading label={t`Loading the subscription analytics…`} />}
        </div>
      )}

      <Section title={t`Admin screens`}>
        <AdminLinks pending={pending} />
      </Section>

      {/* The create-user form and Excel import (community.md §5). */}
      <div className="mt-10">
        <MemberTools />
      </div>

      {data && (
        <Section title={t`Trends`}>
          <Suspense fallback={<Loading label={t`Loading the charts…`} />}>
            <SubscriptionCharts data={data} />
          </Suspense>
        </Section>
      )}
    </section>
  );
}
