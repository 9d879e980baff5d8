import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import type { PageContentKey } from '@tlt/shared/content/pages';

/** An info page's editable content, with its title and description in the document head. */
export function useInfoPage<K extends PageContentKey>(key: K, meta: Parameters<typeof usePageMeta>[0]) {
  usePageMeta(meta);
  return usePageContent(key);
}
