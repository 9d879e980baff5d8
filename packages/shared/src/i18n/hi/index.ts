import type { Catalogue } from '../translate.ts';
import { ANSWERS_HI } from './answers.ts';
import { ANSWERS_ADMIN_HI } from './answers-admin.ts';
import { ANSWERS_CHECKS_HI } from './answers-checks.ts';
import { ANSWERS_COMMUNITY_HI } from './answers-community.ts';
import { DOCUMENT_HINDI } from './documents.ts';
import { MAIL_HINDI } from './mail.ts';
import { PUSH_HINDI } from './push.ts';
import { MEMBER_PAGES_HI } from './member-pages.ts';
import { ADMIN_PAGES_HI } from './admin-pages.ts';
import { COURSES_HI } from './courses.ts';

/**
 * The shared catalogue's Hindi (decision 0066): English text, word for word as the spec has it, to
 * its Hindi. One file per kind of text, each owned by the code that sends it; this one joins them.
 */
export const HINDI_PARTS: Readonly<Record<string, Catalogue>> = {
  ANSWERS_HI,
  ANSWERS_COMMUNITY_HI,
  ANSWERS_ADMIN_HI,
  ANSWERS_CHECKS_HI,
  MAIL_HINDI,
  PUSH_HINDI,
  DOCUMENT_HINDI,
  MEMBER_PAGES_HI,
  ADMIN_PAGES_HI,
  COURSES_HI,
};

export const HINDI: Catalogue = {
  ...ANSWERS_HI,
  ...ANSWERS_COMMUNITY_HI,
  ...ANSWERS_ADMIN_HI,
  ...ANSWERS_CHECKS_HI,
  ...MAIL_HINDI,
  ...PUSH_HINDI,
  ...DOCUMENT_HINDI,
  ...MEMBER_PAGES_HI,
  ...ADMIN_PAGES_HI,
  ...COURSES_HI,
};
