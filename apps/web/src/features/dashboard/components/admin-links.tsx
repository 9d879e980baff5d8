import {
  ClipboardCheck, Contact, FileText, IndianRupee, Inbox, Lightbulb, ListChecks, Mail, Newspaper, Presentation, ReceiptText, Scale, ScrollText, UsersRound,
} from 'lucide-react';
import { PATHS } from '../../../lib/paths.ts';
import { DashboardTile, type DashboardTileProps } from './dashboard-tile.tsx';

/**
 * The admin screens (community.md §2 /dashboard: /all-posts-review, /watchlist, /all-users,
 * /all-queries, /all-leads, /all-subscribers), then the site's own admin pages and the audit log.
 */
export function AdminLinks({ pending }: { pending: number | undefined }) {
  const tiles: (DashboardTileProps & { to: string })[] = [
    {
      to: PATHS.allPostsReview,
      title: 'Review Posts',
      text: pending === undefined ? 'Accept or reject members’ posts.' : `${pending} waiting for review.`,
      icon: ClipboardCheck,
    },
    { to: PATHS.allUsers, title: 'Members', text: 'Find, suspend, refund and mark members profitable; export.', icon: Contact },
    { to: PATHS.allQueries, title: 'Queries', text: 'Contact-us queries to resolve.', icon: Inbox },
    { to: PATHS.allLeads, title: 'Leads', text: 'Leads and free-content requestors.', icon: UsersRound },
    { to: PATHS.allSubscribers, title: 'Subscribers', text: 'Newsletter subscribers; export.', icon: Mail },
    { to: PATHS.adminWebinarRegistrations, title: 'Webinar Registrations', text: 'Who registered for each session; reminders; export.', icon: Presentation },
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
    { to: PATHS.adminInvoiceSettings, title: 'Invoice Settings', text: 'The seller, GSTIN and GST rate on tax invoices.', icon: ReceiptText },
    { to: PATHS.adminAudit, title: 'Audit log', text: 'Who did what to whom, and when.', icon: ScrollText },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-5">
      {tiles.map((tile) => (
        <li key={tile.to}>
          <DashboardTile {...tile} />
        </li>
      ))}
    </ul>
  );
}
