import type { Catalogue } from '../translate.ts';
import { ANSWERS_HI } from './answers.ts';
import { ANSWERS_ADMIN_HI } from './answers-admin.ts';
import { ANSWERS_CHECKS_HI } from './answers-checks.ts';
import { ANSWERS_COMMUNITY_HI } from './answers-community.ts';

/**
 * The shared catalogue's Hindi (decision 0066): English text, word for word as the spec has it, to
 * its Hindi. One file per kind of text, each owned by the code that sends it; this one joins them.
 */
export const HINDI: Catalogue = {
  ...ANSWERS_HI,
  ...ANSWERS_COMMUNITY_HI,
  ...ANSWERS_ADMIN_HI,
  ...ANSWERS_CHECKS_HI,
};
