import { Bell, ListChecks, UsersRound } from 'lucide-react';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { DashboardTile } from '../components/dashboard-tile.tsx';
import { PlanSummary } from '../components/plan-summary.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

/**
 * Spec §2 User dashboard. The Trade Calculator tile is left out until its calculator
 * modal is built; the other targets are spec routes that show 404 until their issues land.
 */
const TILES = [
  { to: PATHS.posts, title: 'Community', text: 'Trade posts, charts and discussion with members.', icon: UsersRound },
  { to: PATHS.watchlist, title: 'Watchlist', text: 'Stocks, commodities, currencies and F&O we are watching.', icon: ListChecks },
  { to: PATHS.notifications, title: 'Notification', text: 'New trades, watchlists and trade wisdom.', icon: Bell },
];

export default function UserDashboardPage() {
  usePageMeta({ title: 'Dashboard', description: 'Your community, watchlist, trade calculator and notifications in one place.' });
  const { user } = useSession();
  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 md:px-6 md:py-14 lg:px-8">
      <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">Dashboard</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
        Welcome back{firstName && `, ${firstName}`}
      </h1>
      {user && <PlanSummary user={user} />}
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <DashboardTile {...tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}
