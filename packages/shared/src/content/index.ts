import { z } from 'zod';
import { LANDING_CONTENT } from './landing.ts';
import { PAGES_CONTENT } from './pages.ts';
import { SITE_CONTENT } from './site.ts';
import type { ContentEntry } from './entry.ts';
import { WEBINAR_CONTENT } from './webinar.ts';

export type { ContentEntry } from './entry.ts';

export const CONTENT: Record<string, ContentEntry> = { ...SITE_CONTENT, ...LANDING_CONTENT, ...PAGES_CONTENT, ...WEBINAR_CONTENT };
export const CONTENT_KEYS = Object.keys(CONTENT);
export const ContentKeySchema = z.enum(CONTENT_KEYS as [string, ...string[]]);
