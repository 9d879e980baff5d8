import type { Catalogue } from '../translate.ts';
import { DOCUMENT_HINDI } from './documents.ts';
import { MAIL_HINDI } from './mail.ts';
import { PUSH_HINDI } from './push.ts';

/**
 * The shared catalogue's Hindi (decision 0066): English text, word for word as the spec has it, to
 * its Hindi. One file per kind of text, each owned by the code that sends it; this one joins them.
 */
export const HINDI: Catalogue = {
  ...MAIL_HINDI,
  ...PUSH_HINDI,
  ...DOCUMENT_HINDI,
};
