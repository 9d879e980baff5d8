import { NavLink } from 'react-router';
import {
  Bell,
  Calculator,
  ClipboardCheck,
  LayoutGrid,
  Lightbulb,
  ListChecks,
  LogOut,
  Mail,
  ScrollText,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { unreadBadge } from '@tlt/shared/community';
import { cn } from '../../lib/cn.ts';
import { useUnreadCount } from '../../lib/notifications.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { OpenCalculatorButton } from '../calculator/open-calculator-button.tsx';
import { notificationsLabel } from '../notifications/notification-bell.tsx';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';

interface Entry {
  label: MessageDescriptor;
  /** A page, or `calculator` for the entry that opens the shares calculator here. */
  to?: string;
  calculator?: boolean;
  icon: LucideIcon;
  /** Shown in the pill; already the text to show ("9+"). */
  badge?: string;
  /** The link's accessible name when the badge says something. */
  name?: string;
}

const ITEM =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-navy-800 transition-colors hover:bg-navy-50 hover:text-navy-950';
const PILL = 'rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-navy-950 tabular-nums';

/**
 * The community's menu: the desktop left column and the phones' slide-out (community.md §2:
 * My Profile, Shares Calculator, Contact Us, Logout, plus the community's own pages).
 */
export function CommunityMenu({ pendingCount, onNavigate }: { pendingCount?: number; onNavigate?: () => void }) {
  const { t } = useLingui();
  const { user, logout } = useSession();
  const unread = unreadBadge(useUnreadCount() ?? 0);
  const isAdmin = user?.userType === 'admin';
  const pending = pendingCount ? String(pendingCount) : undefined;
  const entries: Entry[] = [
    { label: msg`Community`, to: PATHS.posts, icon: UsersRound },
    ...(isAdmin
      ? [{ label: msg`Review Posts`, to: PATHS.allPostsReview, icon: ClipboardCheck, badge: pending, name: pending && t`Review Posts, ${pending} pending` }]
      : []),
    { label: msg`Dashboard`, to: isAdmin ? PATHS.adminDashboard : PATHS.userDashboard, icon: LayoutGrid },
    { label: msg`Watchlist`, to: PATHS.watchlist, icon: ListChecks },
    { label: msg`Trade Wisdom`, to: PATHS.tradeWisdom, icon: Lightbulb },
    { label: msg`Notifications`, to: PATHS.notifications, icon: Bell, badge: unread || undefined, name: notificationsLabel(unread) },
    { label: msg`Shares Calculator`, calculator: true, icon: Calculator },
    { label: msg`Community Rules`, to: PATHS.communityTerms, icon: ScrollText },
    { label: msg`My Profile`, to: PATHS.profile, icon: UserRound },
    { label: msg`Contact Us`, to: PATHS.contactUs, icon: Mail },
  ];
  return (
    <nav aria-label={t`Community`}>
      <ul className="space-y-0.5">
        {entries.map(({ label, to, calculator, icon: Icon, badge, name }) => (
          <li key={label.id}>
            {calculator ? (
              <OpenCalculatorButton className={ITEM} onOpen={onNavigate}>
                <Icon className="size-[18px] text-emerald-700" aria-hidden /> {t(label)}
              </OpenCalculatorButton>
            ) : (
              <NavLink
                to={to!}
                end
                aria-label={badge ? name : undefined}
                onClick={onNavigate}
                className={({ isActive }) => cn(ITEM, isActive && 'bg-emerald-50 font-semibold text-emerald-900')}
              >
                <Icon className="size-[18px] text-emerald-700" aria-hidden />
                <span className="flex-1">{t(label)}</span>
                {badge ? <span className={PILL}>{badge}</span> : null}
              </NavLink>
            )}
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
            <LogOut className="size-[18px] text-emerald-700" aria-hidden /> <Trans>Logout</Trans>
          </button>
        </li>
      </ul>
    </nav>
  );
}
