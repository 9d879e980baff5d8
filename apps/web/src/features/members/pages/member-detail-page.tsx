import { Link, useParams } from 'react-router';
import { ArrowLeft, ScrollText } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { RefundButton } from '../refunds/refund-dialog.tsx';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useMemberDetail } from '../api/members.ts';
import { DetailSection } from '../components/detail-section.tsx';
import { EraseMemberButton } from '../components/erase-member.tsx';
import { PeriodBadge, ProfitableBadge, SuspendedBadge } from '../components/member-badges.tsx';
import { MemberCourses } from '../components/member-courses.tsx';
import { MemberPayments } from '../components/member-payments.tsx';
import { MemberProfile } from '../components/member-profile.tsx';
import { MemberRefunds } from '../components/member-refunds.tsx';
import { EndSessionsButton, MemberSessions } from '../components/member-sessions.tsx';
import { ActiveSwitch, ProfitableSwitch } from '../components/member-switches.tsx';

/**
 * /all-users/:userId (admins): one member: profile, payments (each refundable), refunds, course
 * access and the devices they are signed in on, with "End all sessions"; a link to their audit log.
 */
export default function MemberDetailPage() {
  const { t } = useLingui();
  const { userId = '' } = useParams();
  const detail = useMemberDetail(userId);
  const d = detail.data;
  usePageMeta({ title: d ? d.member.name : t`Member`, description: t`A member of the community.` });

  const back = (
    <Link to={PATHS.allUsers} className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-navy-950">
      <ArrowLeft className="size-4" aria-hidden /> <Trans>All Users</Trans>
    </Link>
  );

  if (detail.isPending) {
    return (
      <AdminPage title={t`Member`} back={back}>
        <Loading label={t`Loading the member…`} />
      </AdminPage>
    );
  }
  if (!d) {
    const gone = detail.error instanceof ApiError && (detail.error.code === 404 || detail.error.code === 400);
    return (
      <AdminPage title={t`Member`} back={back}>
        <LoadError
          message={gone ? t`There is no such member.` : t`Could not load the member. Please try again.`}
          onRetry={gone ? undefined : () => void detail.refetch()}
        />
      </AdminPage>
    );
  }

  const m = d.member;
  return (
    <AdminPage
      title={<span translate="no">{m.name}</span>}
      back={back}
      width="max-w-6xl"
      description={
        <span className="flex flex-wrap items-center gap-2">
          <PeriodBadge member={m} />
          {!m.active && <SuspendedBadge />}
          {m.isProfitable && <ProfitableBadge />}
        </span>
      }
      actions={
        <div className="flex flex-wrap items-center gap-x-4">
          <ActiveSwitch member={m} />
          <ProfitableSwitch member={m} />
        </div>
      }
    >
      <MemberProfile member={m} />
      <DetailSection id="member-payments" title={t`Payments`}>
        <MemberPayments
          payments={d.payments}
          action={(p) => <RefundButton member={m} payment={p} onRefunded={() => void detail.refetch()} />}
        />
      </DetailSection>
      <DetailSection id="member-refunds" title={t`Refunds`}>
        <MemberRefunds refunds={d.refunds} />
      </DetailSection>
      <DetailSection id="member-courses" title={t`Course access`}>
        <MemberCourses courses={d.courses} />
      </DetailSection>
      <DetailSection
        id="member-sessions"
        title={t`Signed-in devices`}
        aside={<EndSessionsButton memberId={m._id} name={m.name} count={d.sessions.length} />}
      >
        <MemberSessions sessions={d.sessions} />
      </DetailSection>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`${PATHS.adminAudit}?targetUserId=${encodeURIComponent(m._id)}`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline"
        >
          <ScrollText className="size-4" aria-hidden /> <Trans>What admins did to this member (audit log)</Trans>
        </Link>
        {/* On the member's own request by mail (DPDP Act; decision 0033). */}
        <EraseMemberButton member={m} />
      </div>
    </AdminPage>
  );
}
