import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ClipboardCheck, Plus } from 'lucide-react';
import type { Post } from '@tlt/shared/community';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useCommunityAccess } from '../../../lib/community-access.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { usePendingCount } from '../../../lib/pending-count.ts';
import { useFeed } from '../api/all-posts.ts';
import { CommunityMenu } from '../../../components/community/community-menu.tsx';
import { CommunityTopBar } from '../../../components/community/community-top-bar.tsx';
import { FeedTabs } from '../components/feed-tabs.tsx';
import { InfinitePostList } from '../components/infinite-post-list.tsx';
import { MobileTabBar } from '../components/mobile-tab-bar.tsx';
import { PostCard } from '../components/post-card.tsx';
import { TagFilter } from '../components/tag-filter.tsx';
import { useFeedParams } from '../components/use-feed-params.ts';
import { useFeedScrollMemory } from '../components/use-feed-scroll-memory.ts';
import { PostEditorDialog } from '../editor/post-editor-dialog.tsx';
import { AuthorBioCard } from '../people/author-bio-card.tsx';
import { QuotesCarousel } from '../people/quotes-carousel.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { tagName } from '../components/tag-name.ts';

/** Below the spec's tablet limit the side columns give way to a slide-out menu and a tab bar. */
const NARROW_QUERY = '(max-width: 991.98px)';
/** Side columns stay in view; one taller than the screen scrolls on its own. */
const SIDE = 'space-y-4 lg:sticky lg:top-18 lg:max-h-[calc(100dvh-5.5rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain lg:pb-2 [scrollbar-width:thin]';
const PANEL = 'rounded-2xl border border-navy-100 bg-white p-4 shadow-sm shadow-navy-900/5';

/** /posts: the community feed (community.md §2). */
export default function FeedPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Community`, description: t`Trade posts, charts and discussion from the members and the team.` });
  const { agreed, isAdmin } = useCommunityAccess();
  const narrow = useMediaQuery(NARROW_QUERY);
  const { params, setFilter, setTags } = useFeedParams();
  const feed = useFeed(params, agreed);
  useFeedScrollMemory(!feed.isPending);
  const pendingCount = usePendingCount(isAdmin && agreed);
  const [editor, setEditor] = useState<{ open: boolean; post?: Post }>({ open: false });
  const [menuOpen, setMenuOpen] = useState(false);
  const [tagsOpen, setTagsOpen] = useState(false);

  if (!agreed) return <Navigate to={PATHS.communityTerms} replace />;

  const openEditor = (post?: Post) => setEditor({ open: true, post });

  return (
    <div className="flex flex-1 flex-col">
      <CommunityTopBar />
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-3 pt-4 pb-6 md:px-6 lg:grid-cols-[230px_minmax(0,1fr)_260px] lg:pb-10 xl:grid-cols-[270px_minmax(0,1fr)_300px]">
        {!narrow && (
          <aside aria-label={t`Your profile and menu`} className={SIDE}>
            <AuthorBioCard />
            <div className={`${PANEL} p-2`}>
              <CommunityMenu pendingCount={pendingCount} />
            </div>
          </aside>
        )}

        <section aria-labelledby="feed-title" className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 id="feed-title" className="text-2xl font-extrabold tracking-tight text-navy-950">
              <Trans>Community</Trans>
            </h1>
            {/* On phones the tab bar carries these. */}
            {!narrow && (
              <div className="flex items-center gap-2">
                {isAdmin && (
                  <Link
                    to="/all-posts-review"
                    className={buttonStyles('outline', 'sm')}
                    aria-label={pendingCount ? t`Review posts, ${pendingCount} pending` : t`Review posts`}
                  >
                    <ClipboardCheck className="size-4" aria-hidden /> <Trans>Review</Trans>
                    {pendingCount ? (
                      <span className="rounded-full bg-amber-400 px-2 text-xs leading-5 font-bold text-navy-950 tabular-nums">{pendingCount}</span>
                    ) : null}
                  </Link>
                )}
                <Button size="sm" onClick={() => openEditor()}>
                  <Plus className="size-4" aria-hidden /> <Trans>Create Post</Trans>
                </Button>
              </div>
            )}
          </div>
          {narrow && <QuotesCarousel />}
          <Tabs value={params.filter} onValueChange={setFilter} className="space-y-4">
            <FeedTabs />
            {narrow && params.tags.length > 0 && (
              <p className="flex flex-wrap items-center gap-1.5 text-xs text-navy-600">
                <Trans>Tags:</Trans>
                {params.tags.map((tag) => (
                  <span key={tag} className="rounded-full bg-emerald-500 px-2 py-0.5 font-semibold text-white">
                    {tagName(tag, t)}
                  </span>
                ))}
                <button type="button" className="font-semibold text-emerald-700 underline" onClick={() => setTags([])}>
                  <Trans>Clear</Trans>
                </button>
              </p>
            )}
            <TabPanel value={params.filter}>
              <InfinitePostList query={feed} renderPost={(post) => <PostCard post={post} onEdit={openEditor} />} />
            </TabPanel>
          </Tabs>
        </section>

        {!narrow && (
          <aside aria-label={t`Quotes and tags`} className={SIDE}>
            <QuotesCarousel />
            <div className={PANEL}>
              <TagFilter selected={params.tags} onChange={setTags} />
            </div>
          </aside>
        )}
      </div>

      {narrow && (
        <>
          <MobileTabBar
            isAdmin={isAdmin}
            pendingCount={pendingCount}
            tagCount={params.tags.length}
            favoritesOn={params.filter === 'favorite'}
            onHome={() => setFilter('all')}
            onTags={() => setTagsOpen(true)}
            onCreate={() => openEditor()}
            onFavorites={() => setFilter(params.filter === 'favorite' ? 'all' : 'favorite')}
            onMenu={() => setMenuOpen(true)}
          />
          <Dialog open={menuOpen} onOpenChange={setMenuOpen} title={t`Menu`} placement="drawer">
            <div className="-mx-1 flex-1 space-y-4 overflow-y-auto px-1">
              <AuthorBioCard />
              <CommunityMenu pendingCount={pendingCount} onNavigate={() => setMenuOpen(false)} />
            </div>
          </Dialog>
          <Dialog open={tagsOpen} onOpenChange={setTagsOpen} title={t`Filter by tag`}>
            <TagFilter selected={params.tags} onChange={setTags} showHeading={false} />
            <Button className="mt-5 w-full" onClick={() => setTagsOpen(false)}>
              <Trans>Show posts</Trans>
            </Button>
          </Dialog>
        </>
      )}

      <PostEditorDialog open={editor.open} onOpenChange={(open) => setEditor((e) => ({ ...e, open }))} post={editor.post} />
    </div>
  );
}
