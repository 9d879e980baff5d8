import type { FeedParams } from '../api/keys.ts';
import { TabList } from '../../../components/ui/tabs.tsx';

type Filter = FeedParams['filter'];

export const FEED_TABS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'admin', label: 'Admin' },
  { value: 'mine', label: 'Mine' },
  { value: 'favorite', label: 'Favourites' },
];

/** All / Admin / Mine / Favourites (community.md §2 "filter by role"), four equal columns. */
export function FeedTabs() {
  return <TabList label="Show posts" tabs={FEED_TABS} className="grid grid-cols-4" tabClassName="px-1 text-[13px] whitespace-normal sm:px-2 sm:text-sm" />;
}
