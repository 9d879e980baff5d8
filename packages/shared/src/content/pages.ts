import type { ContentEntry } from './index.ts';

/** Info-page content keys (owned by the info pages' builder). */
export const PAGES_CONTENT: Record<string, ContentEntry> = {};
