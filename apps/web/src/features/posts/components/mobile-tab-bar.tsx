import { ClipboardCheck, Hash, House, Menu, PlusCircle, Star, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { unreadBadge } from '@tlt/shared/community';
import { cn } from '../../../lib/cn.ts';
import { useUnreadCount } from '../../../lib/notifications.ts';
import { Trans, useLingui } from '@lingui/react/macro';

interface MobileTabBarProps {
  isAdmin: boolean;
  pendingCount?: number;
  tagCount: number;
  favoritesOn: boolean;
  onHome: () => void;
  onTags: () => void;
  onCreate: () => void;
  onFavorites: () => void;
  onMenu: () => void;
}

const TAB = 'relative flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[11px] font-semibold text-navy-600';

/** A count's pill; `text` is what to show ("99+", "9+"), nothing when empty. */
function Badge({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <span
      aria-hidden
      className="absolute top-0.5 left-1/2 ml-1.5 min-w-[18px] rounded-full bg-amber-400 px-1 text-center text-[10px] leading-[18px] font-bold text-navy-950"
    >
      {text}
    </span>
  );
}

const countText = (n?: number) => (n ? (n > 99 ? '99+' : String(n)) : undefined);

/**
 * Phones: the community's bottom tab bar (community.md §2). Sticky rather than fixed, so it
 * stays at the bottom of the screen through the feed and stops above the site footer. The Menu
 * tab carries the unread notifications' badge (§4): the menu it opens lists Notifications with it.
 */
export function MobileTabBar(p: MobileTabBarProps) {
  const { t } = useLingui();
  const unread = unreadBadge(useUnreadCount() ?? 0);
  const { tagCount, pendingCount } = p;
  const tab = (label: string, Icon: LucideIcon, onClick: () => void, opts: { on?: boolean; badge?: string; name?: string } = {}) => (
    <button
      type="button"
      onClick={onClick}
      className={cn(TAB, opts.on && 'text-emerald-700')}
      aria-pressed={opts.on}
      aria-label={opts.badge ? opts.name : undefined}
    >
      <Icon className="size-6" aria-hidden />
      {label}
      <Badge text={opts.badge} />
    </button>
  );
  return (
    <nav
      aria-label={t`Community tabs`}
      className="sticky bottom-0 z-30 border-t border-navy-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-lg items-stretch">
        {tab(t`Feed`, House, p.onHome)}
        {tab(t`Tags`, Hash, p.onTags, { on: tagCount > 0, badge: countText(tagCount), name: t`Tags, ${tagCount} selected` })}
        <button type="button" onClick={p.onCreate} className={cn(TAB, 'text-emerald-700')}>
          <PlusCircle className="size-7" aria-hidden />
          <Trans>Create Post</Trans>
        </button>
        {p.isAdmin ? (
          <Link to="/all-posts-review" className={TAB} aria-label={pendingCount ? t`Review, ${pendingCount} pending` : undefined}>
            <ClipboardCheck className="size-6" aria-hidden />
            <Trans>Review</Trans>
            <Badge text={countText(p.pendingCount)} />
          </Link>
        ) : (
          tab(t`Favourites`, Star, p.onFavorites, { on: p.favoritesOn })
        )}
        {tab(t`Menu`, Menu, p.onMenu, { badge: unread, name: t`Menu, ${unread} unread notifications` })}
      </div>
    </nav>
  );
}
