import { z } from 'zod';
import { IMAGE_URL_PATTERN } from '../blogs.ts';
import { COMMUNITY_MSG } from './messages.ts';

// What posts and comments both point at: a post by its id, and the person who wrote them.

/** A post's id in a body, query or path: anything else reads as a post that does not exist. */
export const idField = z.uuid({ error: COMMUNITY_MSG.postNotFound });

/** The author as the feed shows them (community.md §3: name, profileImg; the issue adds the rest). */
export const AuthorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  profileImg: z.string().nullable(),
  isProfitable: z.boolean(),
  /** The author bio (stored as investorType). */
  bio: z.string().nullable(),
  userType: z.enum(['normal', 'admin']),
});
export type Author = z.infer<typeof AuthorSchema>;

/** A chart image URL as this site's image store hands them out (the server also checks it stored it). */
export const imageUrlField = z.string().trim().max(2048, COMMUNITY_MSG.imageUrl).regex(IMAGE_URL_PATTERN, COMMUNITY_MSG.imageUrl);
