import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client.ts';

/** What a kept page's rows need per reader, of one post: its live counters and who likes and favours it. */
export interface PostState {
  likes: number;
  comments: number;
  liked: ReadonlySet<string>;
  favoured: ReadonlySet<string>;
}

/** Members' ids kept at most over all posts (a post counts one more): about 100 bytes each. */
const MAX_ENTRIES = 200_000;

/**
 * The reader state of kept pages' posts in process memory, on the embedded database only
 * (decision 0080-feed-in-memory-on-pglite): there one process holds the data folder, so every
 * write goes through its one connection, and the database itself announces each change on the
 * channel `feed_state` (migration 0030's triggers: a post's row, its likes, its favourites, by any
 * code path, a cascade included; and every bump of feed_version as `v:<n>`). PGlite delivers a
 * notification while it reads the commit's answer, before the writing statement's promise
 * settles, so no request can read a dropped entry after its write was acknowledged.
 *
 * Loads race writes: a load that started before a change and ends after it may carry the old
 * values. So a load keeps nothing if anything was heard while it ran (`heard` counts), and an
 * entry stored before a change is dropped by it.
 */
export class FeedStates {
  private states = new LRUCache<string, PostState>({
    max: MAX_ENTRIES, maxSize: MAX_ENTRIES, sizeCalculation: (s) => 1 + s.liked.size + s.favoured.size,
  });
  private loading = new Set<string>();
  /** How many changes were heard: a load that saw it move keeps nothing. */
  private heard = 0;
  private disabled = false;

  constructor(
    /** Whether the subscription is live now: while not, nothing here is trusted. */
    private live: () => boolean,
    /** A version announced (FeedPages.saw). */
    private onVersion: (v: number) => void,
  ) {}

  /** A notification on feed_state: a post's id, `v:<n>` for a new feed_version, `*` for all. */
  hear(payload: string) {
    this.heard += 1;
    if (payload.startsWith('v:')) {
      this.onVersion(Number(payload.slice(2)));
    } else if (payload === '*') {
      this.states.clear();
    } else {
      this.states.delete(payload);
    }
  }

  /**
   * The subscription dropped, or the instance was reopened after its files failed (a commit's answer
   * may have been lost with its notification): nothing here is trusted again until the process restarts.
   */
  disable() {
    this.heard += 1;
    this.disabled = true;
    this.states.clear();
  }

  /** The state of each id, or undefined when one is not in memory (or memory is not trusted now). */
  get(ids: readonly string[]): PostState[] | undefined {
    if (this.disabled || !this.live()) return undefined;
    const out: PostState[] = [];
    for (const id of ids) {
      const s = this.states.get(id);
      if (!s) return undefined;
      out.push(s);
    }
    return out;
  }

  /** Reads the posts of `ids` not in memory (nor being read) in one statement, in the background. */
  load(db: Db, ids: readonly string[]) {
    const missing = ids.filter((id) => !this.states.has(id) && !this.loading.has(id));
    if (!missing.length || this.disabled || !this.live()) return;
    for (const id of missing) this.loading.add(id);
    const at = this.heard;
    void db.execute<{ id: string; likes: number; comments: number; liked: string; favoured: string }>(sql`
      select p.id::text as id, p.like_count as likes, p.comment_count as comments,
        coalesce((select string_agg(l.user_id::text, ',') from post_likes l where l.post_id = p.id), '') as liked,
        coalesce((select string_agg(f.user_id::text, ',') from post_favorites f where f.post_id = p.id), '') as favoured
      from posts p where p.id = any(${`{${missing.join(',')}}`}::uuid[])`)
      .then(({ rows }) => {
        if (this.heard !== at || this.disabled || !this.live()) return;
        for (const r of rows) {
          this.states.set(r.id, {
            likes: Number(r.likes),
            comments: Number(r.comments),
            liked: new Set(r.liked ? r.liked.split(',') : []),
            favoured: new Set(r.favoured ? r.favoured.split(',') : []),
          });
        }
      }, () => {})
      .finally(() => {
        for (const id of missing) this.loading.delete(id);
      });
  }

  /** For tests: how many posts are in memory. */
  get size(): number {
    return this.states.size;
  }
}
