import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Plus } from 'lucide-react';
import { COMMUNITY_MSG, type TradeWisdom } from '@tlt/shared/community';
import { CommunityTopBar } from '../../../components/community/community-top-bar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
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

  useEffect(() => {
    if (list.error) toast.error(COMMUNITY_MSG.errorTitle, { id: 'load-trade-wisdom', description: COMMUNITY_MSG.loadTradeWisdomFailed });
  }, [list.error]);

  if (!agreed) return <Navigate to={PATHS.communityTerms} replace />;

  const confirmDelete = (w: TradeWisdom) => {
    if (window.confirm(COMMUNITY_MSG.deleteTradeWisdomConfirm)) remove.mutate(w._id);
  };

  return (
    <div className="flex flex-1 flex-col">
      <CommunityTopBar />
      <div className="mx-auto w-full max-w-2xl space-y-4 px-3 pt-5 pb-10 md:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-navy-950">Trade Wisdom</h1>
            <p className="mt-0.5 text-sm text-navy-600">Lessons on trading and risk from the team.</p>
          </div>
          {isAdmin && (
            <Button size="sm" onClick={() => setEditor({ open: true })}>
              <Plus className="size-4" aria-hidden /> Create Trade Wisdom
            </Button>
          )}
        </div>
        <WisdomList
          query={list}
          canManage={isAdmin}
          onEdit={(wisdom) => setEditor({ open: true, wisdom })}
          onDelete={confirmDelete}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      </div>
      {isAdmin && <WisdomDialog open={editor.open} onOpenChange={(open) => setEditor((e) => ({ ...e, open }))} wisdom={editor.wisdom} />}
    </div>
  );
}
