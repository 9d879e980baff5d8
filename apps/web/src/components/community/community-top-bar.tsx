import { useState } from 'react';
import { NavLink } from 'react-router';
import { Menu } from 'lucide-react';
import { Logo } from '../layout/logo.tsx';
import { AccountMenuSlot } from '../layout/account-menu-slot.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { PATHS } from '../../lib/paths.ts';
import { usePendingCount } from '../../lib/pending-count.ts';
import { useSession } from '../../lib/session.tsx';
import { CommunityMenu } from './community-menu.tsx';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

const NAV_LINK = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-semibold text-navy-100 transition-colors hover:text-white', isActive && 'text-emerald-300');

/**
 * The community's own slim bar (the site's top bar is hidden on the community pages): the bell
 * with the unread badge everywhere; the community's pages and the account menu on desktops; on
 * phones and tablets a menu button that opens the community menu in a drawer, so every community
 * page (feed, watchlist, trade wisdom, notifications) can be left for another.
 */
export function CommunityTopBar() {
  const { t } = useLingui();
  const { user } = useSession();
  const isAdmin = user?.userType === 'admin';
  const pendingCount = usePendingCount(isAdmin && user?.agree === true);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-navy-950 text-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 lg:px-6">
        <Logo />
        <nav aria-label={t`Community pages`} className="ml-6 hidden items-center gap-1 lg:flex">
          <NavLink to={PATHS.posts} end className={NAV_LINK}>
            <Trans>Community</Trans>
          </NavLink>
          <NavLink to={PATHS.watchlist} className={NAV_LINK}>
            <Trans>Watchlist</Trans>
          </NavLink>
          <NavLink to={PATHS.tradeWisdom} className={NAV_LINK}>
            <Trans>Trade Wisdom</Trans>
          </NavLink>
          <NavLink to={isAdmin ? PATHS.adminDashboard : PATHS.userDashboard} className={NAV_LINK}>
            <Trans>Dashboard</Trans>
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:gap-3">
          {user && <NotificationBell />}
          {user && (
            <div className="hidden lg:block">
              <AccountMenuSlot user={user} />
            </div>
          )}
          {user && (
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label={t`Community menu`}
              aria-haspopup="dialog"
              className="rounded-lg p-2 text-white hover:bg-white/10 lg:hidden"
            >
              <Menu className="size-6" aria-hidden />
            </button>
          )}
        </div>
      </div>
      <Dialog open={menuOpen} onOpenChange={setMenuOpen} title={t`Menu`} placement="drawer">
        <div className="-mx-1 flex-1 overflow-y-auto px-1">
          <CommunityMenu pendingCount={pendingCount} onNavigate={() => setMenuOpen(false)} />
        </div>
      </Dialog>
    </header>
  );
}
