import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { PostRow } from './load.ts';

/** Who is asking, from the session (never from the body). */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

export const roleOf = (v: Viewer): 'admin' | 'user' => (v.isAdmin ? 'admin' : 'user');

/** Approved posts are everyone's; pending and rejected ones only their author's and admins'. */
export const canSee = (p: { verificationStatus: string; postedBy: string }, v: Viewer) =>
  p.verificationStatus === 'approved' || p.postedBy === v.id || v.isAdmin;

type Lock = 'no key update' | 'key share';

/**
 * The post, locked for the rest of the transaction, or 404 when it does not exist or the
 * viewer may not see it. Comment writes take `no key update` so they run one at a time per
 * post and comment_count stays exact; likes take `key share` so the post cannot vanish under them.
 */
export async function visiblePost(tx: Db, id: string, v: Viewer, lock: Lock): Promise<PostRow> {
  const [p] = await tx.select().from(posts).where(eq(posts.id, id)).for(lock);
  if (!p || !canSee(p, v)) throw notFound(COMMUNITY_MSG.postNotFound);
  return p;
}

/** A 400 in the error handler's shape: the first message, and every failing field in data.errors. */
export function invalid(errors: { path: string; message: string }[]): never {
  throw badRequest(errors[0].message, { errors });
}

/** Parses with a shared schema, failing like a route schema would. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) invalid(r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  return r.data;
}
