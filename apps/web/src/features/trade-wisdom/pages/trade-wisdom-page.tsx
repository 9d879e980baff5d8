import { useState } from 'react';
import { Navigate } from 'react-router';
import { COMMUNITY_MSG, type TradeWisdom } from '@tlt/shared/community';
import { CommunityPage, CommunityPageHeading } from '../../../components/community/community-page.tsx';
import { useLoadErrorToast } from '../../../lib/use-load-error-toast.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDeleteTradeWisdom } from '../api/delete-trade-wisdom.ts';
import { useTradeWisdomList } from '../api/trade-wisdom.ts';
import { WisdomDialog } from '../components/wisdom-dialog.tsx';
import { WisdomList } from '../components/wisdom-list.tsx';

/** /trade-wisdom: lessons from the team, newest first, scrolling on (community.md §2); admins add and remove them. */
export default function TradeWisdomPage() {
  usePageMeta({ title: 'Trade Wisdom', description: 'Lessons on trading and risk from the team, with charts.' });
  const { user } = useSession();
  // Until the terms are agreed the server refuses community calls; the page sends the member there.
  const agreed = user?.agree === true;
  const isAdmin = user?.userType === 'admin';
  const list = useTradeWisdomList(agreed);
  const remove = useDeleteTradeWisdom();
  const [editor, setEditor] = useState<{ open: boolean; wisdom?: TradeWisdom }>({ open: false });

  useLoadErrorToast(list.error, 'load-trade-wisdom', COMMUNITY_MSG.loadTradeWisdomFailed);

  if (!agreed) return <Navigate to={PATHS.communityTerms} replace />;

  const confirmDelete = (w: TradeWisdom) => {
    if (window.confirm(COMMUNITY_MSG.deleteTradeWisdomConfirm)) remove.mutate(w._id);
  };

  return (
    <CommunityPage width="max-w-2xl" className="pt-5 pb-10">
      <CommunityPageHeading
        title="Trade Wisdom"
        intro="Lessons on trading and risk from the team."
        create={isAdmin ? { label: 'Create Trade Wisdom', onClick: () => setEditor({ open: true }) } : undefined}
      />
      <WisdomList
        query={list}
        canManage={isAdmin}
        onEdit={(wisdom) => setEditor({ open: true, wisdom })}
        onDelete={confirmDelete}
        deletingId={remove.isPending ? remove.variables : undefined}
      />
      {isAdmin && <WisdomDialog open={editor.open} onOpenChange={(open) => setEditor((e) => ({ ...e, open }))} wisdom={editor.wisdom} />}
    </CommunityPage>
  );
}
