import { InvalidatedCache } from '../../../lib/invalidated-cache.ts';

/** The key of the row just before an offset: (created_at as UTC text with microseconds, id). */
export interface Anchor {
  at: string;
  id: string;
  /** The feed_version (migration 0029) of the read that learned it: a read at another version does not trust it. */
  version: number;
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
 * a load that began before an invalidation is not stored (stamp). Between another process's commit
 * and its message (milliseconds) an anchor is still here, so each carries the feed version it was
 * learned at and page.ts walks by offset when its read sees another version: a page read from a
 * stale anchor would be kept by the page cache (pages.ts) under the new version, and served until
 * the next change (CI on PostgreSQL saw it: anchors.test.ts).
 */
export class FeedAnchors extends InvalidatedCache<Anchor> {
  constructor() {
    super({ max: 10_000, ttl: 10 * 60_000 });
  }
}
