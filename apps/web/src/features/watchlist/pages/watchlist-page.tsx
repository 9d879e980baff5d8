import { useState } from 'react';
import { Navigate } from 'react-router';
import { COMMUNITY_MSG, type Watchlist } from '@tlt/shared/community';
import { CommunityPage, CommunityPageHeading } from '../../../components/community/community-page.tsx';
import { TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useLoadErrorToast } from '../../../lib/use-load-error-toast.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDeleteWatchlist } from '../api/delete-watchlist.ts';
import { useWatchlists } from '../api/watchlists.ts';
import { CategorySelect } from '../components/category-select.tsx';
import { useWatchlistParams } from '../components/use-watchlist-params.ts';
import { WatchlistDialog } from '../components/watchlist-dialog.tsx';
import { WatchlistList } from '../components/watchlist-list.tsx';

/** /watchlist: the team's watchlists by category (community.md §2); admins create, edit and delete them. */
export default function WatchlistPage() {
  usePageMeta({ title: 'Watchlist', description: 'Charts the team is watching in stocks, commodities, currencies and F&O.' });
  const { user } = useSession();
  // Until the terms are agreed the server refuses community calls; the page sends the member there.
  const agreed = user?.agree === true;
  const isAdmin = user?.userType === 'admin';
  const params = useWatchlistParams();
  const list = useWatchlists(params.types, agreed);
  const remove = useDeleteWatchlist();
  const [editor, setEditor] = useState<{ open: boolean; watchlist?: Watchlist }>({ open: false });

  useLoadErrorToast(list.error, 'load-watchlist', COMMUNITY_MSG.loadWatchlistFailed);

  if (!agreed) return <Navigate to={PATHS.communityTerms} replace />;

  const confirmDelete = (w: Watchlist) => {
    if (window.confirm(COMMUNITY_MSG.deleteWatchlistConfirm)) remove.mutate(w._id);
  };

  return (
    <CommunityPage width="max-w-3xl" className="pt-5 pb-10">
      <CommunityPageHeading
        title="Watchlist"
        intro="Charts the team is watching, by category."
        create={isAdmin ? { label: 'Create Watchlist', onClick: () => setEditor({ open: true }) } : undefined}
      />
      <CategorySelect selected={params.selected} onChange={params.setSelected} />
      <Tabs value={params.tab} onValueChange={params.setTab} className="space-y-4">
        {/* All, the picked categories and Other. */}
        <TabList label="Watchlist categories" tabs={params.tabs} scroll className="inline-flex min-w-full" tabClassName="flex-1 px-3" />
        <TabPanel value={params.tab}>
          <WatchlistList
            query={list}
            tab={params.tab}
            canManage={isAdmin}
            onEdit={(watchlist) => setEditor({ open: true, watchlist })}
            onDelete={confirmDelete}
            deletingId={remove.isPending ? remove.variables : undefined}
          />
        </TabPanel>
      </Tabs>
      {isAdmin && (
        <WatchlistDialog open={editor.open} onOpenChange={(open) => setEditor((e) => ({ ...e, open }))} watchlist={editor.watchlist} />
      )}
    </CommunityPage>
  );
}
