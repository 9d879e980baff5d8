import type { FeedParams } from '../api/keys.ts';
import { TabList } from '../../../components/ui/tabs.tsx';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

type Filter = FeedParams['filter'];

export const FEED_TABS = [
  { value: 'all', label: msg`All` },
  { value: 'admin', label: msg`Admin` },
  { value: 'mine', label: msg`Mine` },
  { value: 'favorite', label: msg`Favourites` },
] as const satisfies readonly { value: Filter; label: unknown }[];

/** All / Admin / Mine / Favourites (community.md §2 "filter by role"), four equal columns. */
export function FeedTabs() {
  const { t } = useLingui();
  const tabs = FEED_TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }));
  return <TabList label={t`Show posts`} tabs={tabs} className="grid grid-cols-4" tabClassName="px-1 text-[13px] whitespace-normal sm:px-2 sm:text-sm" />;
}
