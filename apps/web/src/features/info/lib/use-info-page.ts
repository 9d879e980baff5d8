import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import type { PageContentKey } from '@tlt/shared/content/pages';

type InfoPageKey = 'pages.about' | 'pages.faqs' | 'pages.howItWorks' | 'pages.performance';

/** The info pages' titles and descriptions in the document head, one row a page. */
const INFO_PAGE_META: Record<InfoPageKey, Parameters<typeof usePageMeta>[0]> = {
  'pages.about': {
    title: 'About Us',
    description: 'Who we are: traders with 20+ years of combined experience teaching with complete transparency.',
  },
  'pages.faqs': {
    title: 'FAQs',
    description: 'Answers about The Lazy Trader membership: plans, alerts, capital, EMI, refunds and how we trade.',
  },
  'pages.howItWorks': {
    title: 'How It Works',
    description: 'Join, get real-time trade alerts with stop loss and risk, learn in the community and grow as a trader.',
  },
  'pages.performance': {
    title: 'Our Performance',
    description: 'Our best trades with entry, exit and gain, and where to verify our track record.',
  },
};

/** An info page's editable content, with its title and description in the document head. */
export function useInfoPage<K extends InfoPageKey & PageContentKey>(key: K) {
  usePageMeta(INFO_PAGE_META[key]);
  return usePageContent(key);
}
