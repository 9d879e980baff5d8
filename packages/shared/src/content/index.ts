import { z } from 'zod';
import { LANDING_CONTENT } from './landing.ts';
import { PAGES_CONTENT } from './pages.ts';
import { WEBINAR_CONTENT } from './webinar.ts';

/**
 * Operator-editable site content: each key has a zod schema and its seed (the spec's text).
 * Landing keys live in landing.ts, info-page keys in pages.ts, the webinar page's in webinar.ts;
 * keys must not repeat.
 */
export interface ContentEntry<T extends z.ZodType = z.ZodType> {
  schema: T;
  seed: z.infer<T>;
  /** Shown to admins in the content editor. */
  title: string;
}

export const CONTENT: Record<string, ContentEntry> = { ...LANDING_CONTENT, ...PAGES_CONTENT, ...WEBINAR_CONTENT };
export const CONTENT_KEYS = Object.keys(CONTENT);
export const ContentKeySchema = z.enum(CONTENT_KEYS as [string, ...string[]]);
