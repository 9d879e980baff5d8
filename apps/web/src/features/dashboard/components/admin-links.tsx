import {
  ClipboardCheck, Contact, FileText, IndianRupee, Inbox, Lightbulb, ListChecks, Mail, Newspaper, Presentation, ReceiptText, Scale, ScrollText, UsersRound,
} from 'lucide-react';
import { PATHS } from '../../../lib/paths.ts';
import { DashboardTile, type DashboardTileProps } from './dashboard-tile.tsx';
import { useLingui } from '@lingui/react/macro';

/**
 * The admin screens (community.md §2 /dashboard: /all-posts-review, /watchlist, /all-users,
 * /all-queries, /all-leads, /all-subscribers), then the site's own admin pages and the audit log.
 */
export function AdminLinks({ pending }: { pending: number | undefined }) {
  const { t } = useLingui();
  const tiles: (DashboardTileProps & { to: string })[] = [
    {
      to: PATHS.allPostsReview,
      title: t`Review Posts`,
      text: pending === undefined ? t`Accept or reject members’ posts.` : t`${pending} waiting for review.`,
      icon: ClipboardCheck,
    },
    { to: PATHS.allUsers, title: t`Members`, text: t`Find, suspend, refund and mark members profitable; export.`, icon: Contact },
    { to: PATHS.allQueries, title: t`Queries`, text: t`Contact-us queries to resolve.`, icon: Inbox },
    { to: PATHS.allLeads, title: t`Leads`, text: t`Leads and free-content requestors.`, icon: UsersRound },
    { to: PATHS.allSubscribers, title: t`Subscribers`, text: t`Newsletter subscribers; export.`, icon: Mail },
    { to: PATHS.adminWebinarRegistrations, title: t`Webinar Registrations`, text: t`Who registered for each session; reminders; export.`, icon: Presentation },
    { to: PATHS.posts, title: t`Community`, text: t`The members’ feed; publish posts with notifications.`, icon: UsersRound },
    { to: PATHS.watchlist, title: t`Watchlist`, text: t`Publish, edit and delete watchlists by category.`, icon: ListChecks },
    { to: PATHS.tradeWisdom, title: t`Trade Wisdom`, text: t`Publish and delete trade wisdom items.`, icon: Lightbulb },
    {
      to: PATHS.adminCommodityContracts,
      title: t`Commodity Contracts`,
      text: t`The lots and ₹-per-move multipliers the trade calculator uses.`,
      icon: Scale,
    },
    { to: PATHS.adminContent, title: t`Site Content`, text: t`Landing, info and webinar copy; webinar settings.`, icon: FileText },
    { to: PATHS.adminBlogs, title: t`Blogs`, text: t`Write, edit and lock blog posts.`, icon: Newspaper },
    { to: PATHS.adminPlans, title: t`Plans`, text: t`Prices, offers and coupons.`, icon: IndianRupee },
    { to: PATHS.adminInvoiceSettings, title: t`Invoice Settings`, text: t`The seller, GSTIN and GST rate on tax invoices.`, icon: ReceiptText },
    { to: PATHS.adminAudit, title: t`Audit log`, text: t`Who did what to whom, and when.`, icon: ScrollText },
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
