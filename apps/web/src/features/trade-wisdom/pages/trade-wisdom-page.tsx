import { Navigate } from 'react-router';
import { COMMUNITY_MSG, type TradeWisdom } from '@tlt/shared/community';
import { CommunityPage, CommunityPageHeading } from '../../../components/community/community-page.tsx';
import { useItemEditor } from '../../../lib/use-item-editor.ts';
import { useLoadErrorToast } from '../../../lib/use-load-error-toast.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useCommunityAccess } from '../../../lib/community-access.ts';
import { useDeleteTradeWisdom } from '../api/delete-trade-wisdom.ts';
import { useTradeWisdomList } from '../api/trade-wisdom.ts';
import { WisdomDialog } from '../components/wisdom-dialog.tsx';
import { WisdomList } from '../components/wisdom-list.tsx';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/** /trade-wisdom: lessons from the team, newest first, scrolling on (community.md §2); admins add and remove them. */
export default function TradeWisdomPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Trade Wisdom`, description: t`Lessons on trading and risk from the team, with charts.` });
  const { agreed, isAdmin } = useCommunityAccess();
  const list = useTradeWisdomList(agreed);
  const editor = useItemEditor<TradeWisdom>(useDeleteTradeWisdom(), translateShared(COMMUNITY_MSG.deleteTradeWisdomConfirm));

  useLoadErrorToast(list.error, 'load-trade-wisdom', translateShared(COMMUNITY_MSG.loadTradeWisdomFailed));

  if (!agreed) return <Navigate to={PATHS.communityTerms} replace />;

  return (
    <CommunityPage width="max-w-2xl" className="pt-5 pb-10">
      <CommunityPageHeading
        title={t`Trade Wisdom`}
        intro={t`Lessons on trading and risk from the team.`}
        create={isAdmin ? { label: t`Create Trade Wisdom`, onClick: editor.create } : undefined}
      />
      <WisdomList query={list} canManage={isAdmin} onEdit={editor.edit} onDelete={editor.confirmDelete} deletingId={editor.deletingId} />
      {isAdmin && <WisdomDialog open={editor.open} onOpenChange={editor.setOpen} wisdom={editor.item} />}
    </CommunityPage>
  );
}
