import { Navigate } from 'react-router';
import { ClipboardCheck, FileText, IndianRupee, Lightbulb, ListChecks, Newspaper, Scale, UsersRound } from 'lucide-react';
import { PATHS } from '../../../lib/paths.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.tsx';
import { usePendingCount } from '../../../lib/pending-count.ts';
import { DashboardTile } from '../components/dashboard-tile.tsx';

/**
 * The admin dashboard (community.md §2 /dashboard): for now the links to the admin screens that
 * exist; user analytics, the create-user form and the back-office lists join it with their issue.
 * Members who land here (the webinar pages send signed-in visitors) go on to their own dashboard.
 */
export default function AdminDashboardPage() {
  usePageMeta({ title: 'Admin Dashboard', description: 'Review posts and manage the site.' });
  const { user } = useSession();
  const isAdmin = user?.userType === 'admin';
  const pending = usePendingCount(isAdmin && user?.agree === true);
  if (user && !isAdmin) return <Navigate to={PATHS.userDashboard} replace />;

  const tiles = [
    {
      to: PATHS.allPostsReview,
      title: 'Review Posts',
      text: pending === undefined ? 'Accept or reject members’ posts.' : `${pending} waiting for review.`,
      icon: ClipboardCheck,
    },
    { to: PATHS.posts, title: 'Community', text: 'The members’ feed; publish posts with notifications.', icon: UsersRound },
    { to: PATHS.watchlist, title: 'Watchlist', text: 'Publish, edit and delete watchlists by category.', icon: ListChecks },
    { to: PATHS.tradeWisdom, title: 'Trade Wisdom', text: 'Publish and delete trade wisdom items.', icon: Lightbulb },
    {
      to: PATHS.adminCommodityContracts,
      title: 'Commodity Contracts',
      text: 'The lots and ₹-per-move multipliers the trade calculator uses.',
      icon: Scale,
    },
    { to: PATHS.adminContent, title: 'Site Content', text: 'Landing, info and webinar copy; webinar settings.', icon: FileText },
    { to: PATHS.adminBlogs, title: 'Blogs', text: 'Write, edit and lock blog posts.', icon: Newspaper },
    { to: PATHS.adminPlans, title: 'Plans', text: 'Prices, offers and coupons.', icon: IndianRupee },
  ];
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 md:px-6 md:py-14 lg:px-8">
      <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">Admin</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">Dashboard</h1>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <DashboardTile {...tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}
