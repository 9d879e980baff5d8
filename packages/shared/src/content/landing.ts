import type { ContentEntry } from './index.ts';

/** Landing-page content keys (owned by the landing page's builder). */
export const LANDING_CONTENT: Record<string, ContentEntry> = {};
