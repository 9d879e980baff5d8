import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { COMMUNITY_MSG, tradeWisdomIdField, type TradeWisdom } from '@tlt/shared/community';
import { CommunityPage, GoBackLink } from '../../../components/community/community-page.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useMarkReadOnce } from '../../../lib/notifications.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useCommunityAccess } from '../../../lib/community-access.ts';
import { useDeleteTradeWisdom } from '../api/delete-trade-wisdom.ts';
import { useTradeWisdom } from '../api/trade-wisdom.ts';
import { WisdomCard } from '../components/wisdom-card.tsx';
import { WisdomDialog } from '../components/wisdom-dialog.tsx';
import { WisdomSkeleton } from '../components/wisdom-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/**
 * /trade-wisdom/:wisdomId and /trade-wisdom/:wisdomId/:notificationId: one item (community.md §2).
 * Opened from a notification, it marks that one read; an item deleted since says so plainly.
 */
export default function TradeWisdomItemPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Trade Wisdom`, description: t`A lesson on trading and risk from the team.` });
  const { wisdomId = '', notificationId } = useParams();
  const { agreed, isAdmin } = useCommunityAccess();
  const validId = tradeWisdomIdField.safeParse(wisdomId).success;
  const item = useTradeWisdom(wisdomId, agreed && validId);
  const navigate = useNavigate();
  const remove = useDeleteTradeWisdom({ onDeleted: () => navigate(PATHS.tradeWisdom, { replace: true }) });
  const [editing, setEditing] = useState<TradeWisdom | undefined>();
  useMarkReadOnce(agreed ? notificationId : undefined);

  if (!agreed) return <Navigate to={PATHS.communityTerms} replace />;

  const confirmDelete = (w: TradeWisdom) => {
    if (window.confirm(translateShared(COMMUNITY_MSG.deleteTradeWisdomConfirm))) remove.mutate(w._id);
  };

  return (
    <CommunityPage width="max-w-2xl" className="py-5">
      <GoBackLink to={PATHS.tradeWisdom} />
      <h1 className="sr-only">
        <Trans>Trade Wisdom</Trans>
      </h1>
      {!validId ? (
        <Gone />
      ) : (
        <QueryState query={item} loading={<WisdomSkeleton count={1} label={t`Loading trade wisdom`} />} error={translateShared(COMMUNITY_MSG.loadTradeWisdomFailed)} absent={<Gone />}>
          {(data) => (
            <WisdomCard
              wisdom={data}
              canManage={isAdmin}
              onEdit={setEditing}
              onDelete={confirmDelete}
              deleting={remove.isPending}
              linkDate={false}
            />
          )}
        </QueryState>
      )}
      {isAdmin && <WisdomDialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} wisdom={editing} />}
    </CommunityPage>
  );
}

/** Deleted since (or never there): a plain explanation, not an error. */
function Gone() {
  return (
    <EmptyState icon={FileQuestion} className="gap-3">
      <h2 className="text-lg font-bold text-navy-800">{translateShared(COMMUNITY_MSG.tradeWisdomNotFound)}</h2>
      <p className="max-w-sm text-sm text-navy-600">{translateShared(COMMUNITY_MSG.noLongerAvailable)}</p>
      <Link to={PATHS.tradeWisdom} className={buttonStyles('primary', 'sm', 'mt-2')}>
        <Trans>See all trade wisdom</Trans>
      </Link>
    </EmptyState>
  );
}
