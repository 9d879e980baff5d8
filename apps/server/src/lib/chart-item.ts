import { COMMUNITY_MSG } from '@tlt/shared/community';
import { fieldError } from './errors.ts';
import { plainText } from './html-sanitizer.ts';

/**
 * The stored title and images of an admin's chart item (a watchlist, a trade wisdom) on create or
 * edit: the title as plain text (one of nothing but markup is empty once cleaned), only images
 * `allowed` admits. A 400 naming the failing field otherwise.
 */
export function chartItemColumns(input: { title: string; images: string[] }, allowed: (url: string) => boolean) {
  const title = plainText(input.title);
  if (!title) throw fieldError('title', COMMUNITY_MSG.titleRequired);
  const foreign = input.images.findIndex((url) => !allowed(url));
  if (foreign >= 0) throw fieldError(`images.${foreign}`, COMMUNITY_MSG.imageUrl);
  return { title, images: input.images };
}
