import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Author, commentsOpen, type Post } from '@tlt/shared/community';
import { postFavorites, postLikes, posts, users } from '../../db/schema/index.ts';

type Source = AnyPgColumn | SQL;
/** A value (or, for several columns, the array of their values) as the wire shows it. */
type Decode = (value: unknown, now: Date) => unknown;
/**
 * One wire key and where it comes from: a column (decoded when the driver's value is not the
 * wire's) or several columns decoded together.
 */
type Entry<K extends string> = readonly [source: Source | readonly Source[], key: K, decode?: Decode];

/**
 * A wire shape read from a row of `columns`: both by position from a raw row (array mode, the
 * driver's own values, feed/page.ts) and from a drizzle select of `fields` (drizzle's decoded
 * values); the decoders take either. Keys are written in the table's order, which is the
 * schema's, so JSON.stringify writes what the schema would.
 */
export interface Dto<T> {
  columns: readonly Source[];
  fields: Record<string, Source>;
  fromRaw(r: readonly unknown[], now: Date): T;
  fromRow(r: Record<string, unknown>, now: Date): T;
}

function dto<T>(entries: readonly Entry<keyof T & string>[]): Dto<T> {
  const columns: Source[] = [];
  const decoders: Decode[] = [];
  const at = (c: Source) => {
    // A column read twice (updatedAt, for commentsOpen too) is selected once.
    const found = columns.indexOf(c);
    return found >= 0 ? found : columns.push(c) - 1;
  };
  const parts = entries.map(([source, key, decode]) => {
    const value = Array.isArray(source) ? `[${(source as Source[]).map((c) => `r[${at(c)}]`).join(', ')}]` : `r[${at(source as Source)}]`;
    if (!decode) return `${JSON.stringify(key)}: ${value}`;
    decoders.push(decode);
    return `${JSON.stringify(key)}: d[${decoders.length - 1}](${value}, now)`;
  });
  // Compiled once from the table into one object literal: the generic loop (a keyed store per
  // value) cost 4x as much per post on the route that writes ten of them per request.
  const compiled = new Function('r', 'now', 'd', `return { ${parts.join(', ')} };`) as (r: readonly unknown[], now: Date, d: Decode[]) => T;
  const names = columns.map((_, i) => `c${i}`);
  const fromRaw = (r: readonly unknown[], now: Date): T => compiled(r, now, decoders);
  return {
    columns,
    fields: Object.fromEntries(columns.map((c, i) => [names[i], c])),
    fromRaw,
    fromRow: (r, now) => fromRaw(names.map((n) => r[n]), now),
  };
}

/** numeric(…, mode 'number'): the driver's text or drizzle's number. */
const num: Decode = (v) => (v === null ? null : Number(v));

/**
 * A timestamptz as `toISOString()` writes it (milliseconds, truncated, as `new Date(text)` does).
 * The driver's text in a UTC session, `YYYY-MM-DD HH:MM:SS[.f…]+00`, is rewritten as a string:
 * parsing it into a Date and printing that again was ~0.7 µs a value, 20 values a page. Any other
 * text (another TimeZone, BC, a five-digit year) or a Date (drizzle's) goes through Date.
 */
function isoOf(v: unknown): string {
  if (typeof v === 'string' && v.length >= 22 && v.length <= 29 && v[10] === ' ' && v[19] !== ':' && v.endsWith('+00')
    && (v.length === 22 || v[19] === '.')) {
    const ms = v.length === 22 ? '000' : `${v.slice(20, -3)}00`.slice(0, 3);
    return `${v.slice(0, 10)}T${v.slice(11, 19)}.${ms}Z`;
  }
  return (typeof v === 'string' ? new Date(v) : (v as Date)).toISOString();
}

/** The author as the wire shows them, on posts and comments. */
export const authorDto = dto<Author>([
  [users.id, '_id'],
  [users.name, 'name'],
  [users.profileImg, 'profileImg'],
  [users.isProfitable, 'isProfitable'],
  [users.investorType, 'bio'],
  [users.userType, 'userType'],
]);

/** Select from `posts` inner-joined to `users` on the author. */
export const joinAuthor = eq(users.id, posts.postedBy);

// The viewer (placeholder `viewer`) liking and favouriting the post: EXISTS probes on the (post, user) keys.
const viewer = sql.placeholder('viewer');
export const isLiked = sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewer}::uuid)`;
export const isFavorite = sql<boolean>`exists (select 1 from ${postFavorites} where ${postFavorites.postId} = ${posts.id} and ${postFavorites.userId} = ${viewer}::uuid)`;

/**
 * A post on the wire, one row per key in PostSchema's order: adding a field is one line here.
 * Comments are not in it: only single-post answers carry them (load.ts).
 */
export const postDto = dto<Post>([
  [posts.id, '_id'],
  [authorDto.columns, 'postedBy', (values, now) => authorDto.fromRaw(values as unknown[], now)],
  [posts.postedByRole, 'postedByRole'],
  [posts.verificationStatus, 'verificationStatus'],
  [posts.title, 'title'],
  [posts.images, 'images'],
  [posts.entryPrice, 'entryPrice', num],
  [posts.targetPrice1, 'targetPrice1', num],
  [posts.targetPrice2, 'targetPrice2', num],
  [posts.stopLoss, 'stopLoss', num],
  [posts.risk, 'risk', num],
  [posts.tags, 'tags'],
  [posts.showDisclaimer, 'showDisclaimer'],
  [[posts.notificationTitle, posts.notificationBody], 'notification', (values) => {
    const [title, body] = values as (string | null)[];
    return title ? { title, body: body ?? '' } : null;
  }],
  [posts.rejectionReason, 'rejectionReason'],
  [posts.likeCount, 'likeCount'],
  [isLiked, 'isLiked'],
  [isFavorite, 'isFavorite'],
  [posts.commentCount, 'commentCount'],
  [posts.updatedAt, 'commentsOpen', (v, now) => commentsOpen(isoOf(v), now)],
  [posts.createdAt, 'createdAt', isoOf],
  [posts.updatedAt, 'updatedAt', isoOf],
]);
