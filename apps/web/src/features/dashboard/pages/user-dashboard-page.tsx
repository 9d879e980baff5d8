import { Bell, Calculator, Lightbulb, ListChecks, UsersRound } from 'lucide-react';
import { unreadBadge } from '@tlt/shared/community';
import { useCalculator } from '../../../components/calculator/calculator-provider.tsx';
import { notificationsLabel } from '../../../components/notifications/notification-bell.tsx';
import { useUnreadCount } from '../../../lib/notifications.ts';
import { RenewNowLink } from '../../../components/renew-now-link.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { DashboardTile, type DashboardTileProps } from '../components/dashboard-tile.tsx';
import { PlanSummary } from '../components/plan-summary.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Spec §2 User dashboard: Community, Watchlist, Trade Calculator (the dialog) and Notification
 * with the unread count; Trade Wisdom joins them (issue 11).
 */
export default function UserDashboardPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Dashboard`, description: t`Your community, watchlist, trade calculator and notifications in one place.` });
  const { user } = useSession();
  const calculator = useCalculator();
  const unread = useUnreadCount();
  const badge = unreadBadge(unread ?? 0);
  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';

  const tiles: (DashboardTileProps & { key: string })[] = [
    { key: 'community', to: PATHS.posts, title: t`Community`, text: t`Trade posts, charts and discussion with members.`, icon: UsersRound },
    { key: 'watchlist', to: PATHS.watchlist, title: t`Watchlist`, text: t`Stocks, commodities, currencies and F&O we are watching.`, icon: ListChecks },
    {
      key: 'calculator',
      onOpen: () => calculator.open(),
      onPreload: calculator.preload,
      title: t`Trade Calculator`,
      text: t`How many shares or lots to trade for your capital, risk and stop loss.`,
      icon: Calculator,
    },
    {
      key: 'notifications',
      to: PATHS.notifications,
      title: t`Notification`,
      text: badge ? t`${badge} unread: new trades, watchlists and trade wisdom.` : t`New trades, watchlists and trade wisdom.`,
      icon: Bell,
      badge: badge || undefined,
      label: badge ? notificationsLabel(badge) : undefined,
    },
    { key: 'wisdom', to: PATHS.tradeWisdom, title: t`Trade Wisdom`, text: t`Lessons and charts from the team’s own trading.`, icon: Lightbulb },
  ];

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 md:px-6 md:py-14 lg:px-8">
      <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">
        <Trans>Dashboard</Trans>
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
        {firstName ? (
          <Trans>
            Welcome back, <span translate="no">{firstName}</span>
          </Trans>
        ) : (
          <Trans>Welcome back</Trans>
        )}
      </h1>
      {user && <PlanSummary user={user} />}
      {user && <RenewNowLink user={user} where="dashboard" className="mt-4" />}
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map(({ key, ...tile }) => (
          <li key={key}>
            <DashboardTile {...tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}
