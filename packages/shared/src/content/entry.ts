import type { z } from 'zod';

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
