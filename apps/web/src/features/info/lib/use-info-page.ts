import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import type { PageContentKey } from '@tlt/shared/content/pages';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

type InfoPageKey = 'pages.about' | 'pages.faqs' | 'pages.howItWorks' | 'pages.performance';

/** The info pages' titles and descriptions in the document head, one row a page. */
const INFO_PAGE_META: Record<InfoPageKey, { title: MessageDescriptor; description: MessageDescriptor }> = {
  'pages.about': {
    title: msg`About Us`,
    description: msg`Who we are: traders with 20+ years of combined experience teaching with complete transparency.`,
  },
  'pages.faqs': {
    title: msg`FAQs`,
    description: msg`Answers about The Lazy Trader membership: plans, alerts, capital, EMI, refunds and how we trade.`,
  },
  'pages.howItWorks': {
    title: msg`How It Works`,
    description: msg`Join, get real-time trade alerts with stop loss and risk, learn in the community and grow as a trader.`,
  },
  'pages.performance': {
    title: msg`Our Performance`,
    description: msg`Our best trades with entry, exit and gain, and where to verify our track record.`,
  },
};

/** An info page's editable content, with its title and description in the document head. */
export function useInfoPage<K extends InfoPageKey & PageContentKey>(key: K) {
  const { t } = useLingui();
  const meta = INFO_PAGE_META[key];
  usePageMeta({ title: t(meta.title), description: t(meta.description) });
  return usePageContent(key);
}
