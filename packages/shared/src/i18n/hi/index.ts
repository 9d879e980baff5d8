import type { Catalogue } from '../translate.ts';
import { MEMBER_PAGES_HI } from './member-pages.ts';

/**
 * The shared catalogue's Hindi (decision 0066): English text, word for word as the spec has it, to
 * its Hindi. One file per kind of text, each owned by the code that sends it; this one joins them.
 */
export const HINDI: Catalogue = {
  ...MEMBER_PAGES_HI,
};
