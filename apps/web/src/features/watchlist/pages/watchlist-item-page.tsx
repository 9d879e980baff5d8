import { Link, Navigate, useLocation, useParams } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { COMMUNITY_MSG, watchlistIdField, watchlistTab, type Watchlist } from '@tlt/shared/community';
import { recordedDate, relativeDate } from '@tlt/shared/relative-date';
import { CommunityPage, GoBackLink } from '../../../components/community/community-page.tsx';
import { PostImages } from '../../../components/chart-images/post-images.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useMarkReadOnce } from '../../../lib/notifications.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useCommunityAccess } from '../../../lib/community-access.ts';
import { useWatchlist } from '../api/watchlists.ts';
import { CategoryChip } from '../components/category-chip.tsx';
import { backToList } from '../components/from-list.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/**
 * /watchlist/:title and /watchlist/:title/:notificationId: one watchlist with its charts open
 * (community.md §2; the parameter is the id). Opened from a notification, it marks that one read.
 */
export default function WatchlistItemPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Watchlist`, description: t`A watchlist from the team with its charts.` });
  const { title: id = '', notificationId } = useParams();
  const { agreed } = useCommunityAccess();
  // An address that cannot be a watchlist is not found without asking the server.
  const validId = watchlistIdField.safeParse(id).success;
  const item = useWatchlist(id, agreed && validId);
  const back = backToList(useLocation().state);
  useMarkReadOnce(agreed ? notificationId : undefined);

  if (!agreed) return <Navigate to={PATHS.communityTerms} replace />;

  return (
    <CommunityPage width="max-w-3xl" className="py-5">
      <GoBackLink to={back} />
      {!validId ? (
        <NotFound fromNotification={!!notificationId} back={back} />
      ) : (
        <QueryState
          query={item}
          loading={t`Loading the watchlist…`}
          error={translateShared(COMMUNITY_MSG.loadWatchlistFailed)}
          absent={<NotFound fromNotification={!!notificationId} back={back} />}
        >
          {(data) => <WatchlistArticle watchlist={data} />}
        </QueryState>
      )}
    </CommunityPage>
  );
}

function WatchlistArticle({ watchlist }: { watchlist: Watchlist }) {
  const { title, images, createdAt } = watchlist;
  return (
    <article aria-labelledby="watchlist-title" className="space-y-4 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm shadow-navy-900/5 md:p-5">
      <header className="space-y-2">
        <p className="flex flex-wrap items-center gap-2 text-xs text-navy-500">
          <CategoryChip category={watchlistTab(watchlist)} />
          <time dateTime={createdAt} title={recordedDate(createdAt)}>
            {translateShared(relativeDate(createdAt))}
          </time>
        </p>
        <h1 id="watchlist-title" lang="" className="text-xl leading-snug font-bold break-words text-navy-950">
          {title}
        </h1>
      </header>
      <PostImages images={images} title={title} />
    </article>
  );
}

/** No such list: the spec's words, and why when a notification led here (it was deleted since). */
function NotFound({ fromNotification, back }: { fromNotification: boolean; back: string }) {
  return (
    <EmptyState icon={FileQuestion} className="gap-3">
      <h1 className="text-lg font-bold text-navy-800">{translateShared(COMMUNITY_MSG.noWatchlistForId)}</h1>
      {fromNotification && <p className="max-w-sm text-sm text-navy-600">{translateShared(COMMUNITY_MSG.noLongerAvailable)}</p>}
      <Link to={back} className={buttonStyles('primary', 'sm', 'mt-2')}>
        <Trans>See all watchlists</Trans>
      </Link>
    </EmptyState>
  );
}
