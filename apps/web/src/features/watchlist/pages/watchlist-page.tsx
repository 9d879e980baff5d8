import { Navigate } from 'react-router';
import { COMMUNITY_MSG, type Watchlist } from '@tlt/shared/community';
import { CommunityPage, CommunityPageHeading } from '../../../components/community/community-page.tsx';
import { TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useItemEditor } from '../../../lib/use-item-editor.ts';
import { useLoadErrorToast } from '../../../lib/use-load-error-toast.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useCommunityAccess } from '../../../lib/community-access.ts';
import { useDeleteWatchlist } from '../api/delete-watchlist.ts';
import { useWatchlists } from '../api/watchlists.ts';
import { CategorySelect } from '../components/category-select.tsx';
import { useWatchlistParams } from '../components/use-watchlist-params.ts';
import { WatchlistDialog } from '../components/watchlist-dialog.tsx';
import { WatchlistList } from '../components/watchlist-list.tsx';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';
import { categoryName } from '../components/category-name.ts';

/** /watchlist: the team's watchlists by category (community.md §2); admins create, edit and delete them. */
export default function WatchlistPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Watchlist`, description: t`Charts the team is watching in stocks, commodities, currencies and F&O.` });
  const { agreed, isAdmin } = useCommunityAccess();
  const params = useWatchlistParams();
  const list = useWatchlists(params.types, agreed);
  const editor = useItemEditor<Watchlist>(useDeleteWatchlist(), translateShared(COMMUNITY_MSG.deleteWatchlistConfirm));

  useLoadErrorToast(list.error, 'load-watchlist', translateShared(COMMUNITY_MSG.loadWatchlistFailed));

  if (!agreed) return <Navigate to={PATHS.communityTerms} replace />;

  return (
    <CommunityPage width="max-w-3xl" className="pt-5 pb-10">
      <CommunityPageHeading
        title={t`Watchlist`}
        intro={t`Charts the team is watching, by category.`}
        create={isAdmin ? { label: t`Create Watchlist`, onClick: editor.create } : undefined}
      />
      <CategorySelect selected={params.selected} onChange={params.setSelected} />
      <Tabs value={params.tab} onValueChange={params.setTab} className="space-y-4">
        {/* All, the picked categories and Other. */}
        <TabList label={t`Watchlist categories`} tabs={params.tabs.map((tab) => ({ value: tab, label: categoryName(tab, t) }))} scroll className="inline-flex min-w-full" tabClassName="flex-1 px-3" />
        <TabPanel value={params.tab}>
          <WatchlistList query={list} tab={params.tab} canManage={isAdmin} onEdit={editor.edit} onDelete={editor.confirmDelete} deletingId={editor.deletingId} />
        </TabPanel>
      </Tabs>
      {isAdmin && <WatchlistDialog open={editor.open} onOpenChange={editor.setOpen} watchlist={editor.item} />}
    </CommunityPage>
  );
}
