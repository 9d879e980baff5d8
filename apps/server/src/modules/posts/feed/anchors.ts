import { InvalidatedCache } from '../../../lib/invalidated-cache.ts';

/** The key of the row just before an offset: (created_at as UTC text with microseconds, id). */
export interface Anchor {
  at: string;
  id: string;
}

/**
 * Where feed offsets start, per process: "offset n of this list begins right after row K".
 * With it a page by offset is read by keyset, `(created_at, id) < K`, instead of walking n index
 * entries (page 1,000: 10,000 entries, most of its cost). Only lists that are the same for every
 * viewer (all approved, admin, the review queue, with or without tags) are kept; the posts
 * themselves, counts, likes and favourites are always read fresh.
 *
 * Kept correct by invalidation (lib/invalidated-cache.ts), as the session cache is: the
 * feed_changed trigger (migration 0006) reports every statement that adds, removes, re-orders or
 * re-tags posts to every process, and all anchors are dropped. While the LISTEN connection is down nothing is served from here;
 * a load that began before an invalidation is not stored (stamp). Between a commit and its
 * message (milliseconds) a page can start one row off: what offset paging does anyway when a
 * post arrives while someone scrolls.
 */
export class FeedAnchors extends InvalidatedCache<Anchor> {
  constructor() {
    super({ max: 10_000, ttl: 10 * 60_000 });
  }
}
