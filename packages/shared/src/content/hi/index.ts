import { LANDING_HI } from './landing.ts';
import { FUNNEL_PAGES_HI } from './pages-funnels.ts';
import { INFO_PAGES_HI } from './pages-info.ts';
import { LEGAL_HI } from './pages-legal.ts';
import { WEBINAR_HI } from './webinar.ts';

/**
 * The shipped Hindi of every content key's seed (issue 30 §4): only the text fields, in the seed's
 * shape (content/in-hindi.ts). A key or field missing here shows its English on Hindi pages.
 */
export const CONTENT_HI: Record<string, unknown> = { ...LANDING_HI, ...INFO_PAGES_HI, ...FUNNEL_PAGES_HI, ...LEGAL_HI, ...WEBINAR_HI };
