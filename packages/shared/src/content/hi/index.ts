import { LANDING_HI } from './landing.ts';

/**
 * The shipped Hindi of every content key's seed (issue 30 §4): only the text fields, in the seed's
 * shape (content/in-hindi.ts). A key missing here shows its English on Hindi pages.
 */
export const CONTENT_HI: Record<string, unknown> = { ...LANDING_HI };
