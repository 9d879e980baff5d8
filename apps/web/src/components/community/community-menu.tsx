import { NavLink } from 'react-router';
import { Bell, ClipboardCheck, LayoutGrid, ListChecks, LogOut, Mail, ScrollText, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

interface Entry {
  label: string;
  to: string;
  icon: LucideIcon;
  badge?: number;
}

const ITEM =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-navy-800 transition-colors hover:bg-navy-50 hover:text-navy-950';

/**
 * The community's menu: the desktop left column and the phones' slide-out (community.md §2:
 * My Profile, Contact Us, Logout, plus the community's own pages).
 */
export function CommunityMenu({ pendingCount, onNavigate }: { pendingCount?: number; onNavigate?: () => void }) {
  const { user, logout } = useSession();
  const isAdmin = user?.userType === 'admin';
  const entries: Entry[] = [
    { label: 'Community', to: PATHS.posts, icon: UsersRound },
    ...(isAdmin ? [{ label: 'Review Posts', to: PATHS.allPostsReview, icon: ClipboardCheck, badge: pendingCount }] : []),
    { label: 'Dashboard', to: isAdmin ? PATHS.adminDashboard : PATHS.userDashboard, icon: LayoutGrid },
    { label: 'Watchlist', to: PATHS.watchlist, icon: ListChecks },
    { label: 'Notifications', to: PATHS.notifications, icon: Bell },
    { label: 'Community Rules', to: PATHS.communityTerms, icon: ScrollText },
    { label: 'My Profile', to: PATHS.profile, icon: UserRound },
    { label: 'Contact Us', to: PATHS.contactUs, icon: Mail },
  ];
  return (
    <nav aria-label="Community">
      <ul className="space-y-0.5">
        {entries.map(({ label, to, icon: Icon, badge }) => (
          <li key={label}>
            <NavLink
              to={to}
              end
              aria-label={badge ? `${label}, ${badge} pending` : undefined}
              onClick={onNavigate}
              className={({ isActive }) => cn(ITEM, isActive && 'bg-emerald-50 font-semibold text-emerald-900')}
            >
              <Icon className="size-[18px] text-emerald-700" aria-hidden />
              <span className="flex-1">{label}</span>
              {badge ? (
                <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-navy-950 tabular-nums">
                  {badge}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={ITEM}
            onClick={() => {
              onNavigate?.();
              logout();
            }}
          >
            <LogOut className="size-[18px] text-emerald-700" aria-hidden /> Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
