import { LRUCache } from 'lru-cache';
import type { FeedStates } from './states.ts';

/** A page's rows as feed/page.ts reads them (array mode, the driver's own values). */
export type Row = readonly unknown[];

export interface KeptPage {
  /** feed_version as the page's own statement read it. */
  version: number;
  rows: Row[];
  /** Roughly its bytes in memory, for the cache's size cap. */
  size: number;
}

/** Pages kept, and their bytes at most (a page of 10 posts is about 6 KB as rows). */
const MAX_PAGES = 5_000;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The feed's shared pages, per process (issue 31 §2, decision 0076-feed-page-cache): a page of a
 * list that is the same for every reader (approved or admin posts, with or without tags, by
 * offset or cursor) is read from the database once, then served from here with each reader's own
 * state (likes, favourites) and the live counters read by one small indexed query
 * (feed/page.ts, readerState).
 *
 * Kept correct by a version, not by messages: every transaction that changes what a shared page
 * shows (a post added, removed, reviewed or edited, an author renamed) bumps the one-row
 * feed_version at its commit (migration 0029), and the per-reader query reads it in the same
 * statement as the counters. A kept page is used only while that version is still its own, so no
 * process ever serves a page older than the database, whichever process wrote and however late a
 * NOTIFY would arrive. A newer version seen anywhere drops every page at once.
 *
 * Bounded: at most MAX_PAGES pages and MAX_BYTES (LRU). Concurrent misses of one page share one
 * read (`flight`), so a change does not send fifty connections to the database at once.
 */
export class FeedPages {
  private lru = new LRUCache<string, KeptPage>({ max: MAX_PAGES, maxSize: MAX_BYTES, sizeCalculation: (p) => Math.max(1, p.size) });
  private flights = new Map<string, Promise<KeptPage | undefined>>();
  /** The newest feed_version this process has read. */
  private latest = 0;
  /** On the embedded database: the kept pages' reader state in memory (states.ts), so a hit asks the database nothing. */
  states?: FeedStates;

  /** A kept page not known to be stale, or the read of it under way. */
  get(key: string): KeptPage | Promise<KeptPage | undefined> | undefined {
    const kept = this.lru.get(key);
    if (kept && kept.version >= this.latest) return kept;
    return this.flights.get(key);
  }

  /** The version the database answered: anything older is gone. */
  saw(version: number) {
    // Not a number: no feed_version row (a database migrated halfway); nothing is kept then (page.ts).
    if (!Number.isFinite(version) || version <= this.latest) return;
    this.latest = version;
    this.lru.clear();
  }

  /**
   * Keeps the page `read` brings (undefined: nothing to keep, an empty page) unless a newer version
   * was seen meanwhile; while it runs, other requests for the page wait for it (get) rather than
   * read it too. A failed read keeps nothing: its own request sees the error.
   */
  keep(key: string, read: Promise<KeptPage | undefined>): void {
    const flight = read.then((page) => {
      if (page && Number.isFinite(page.version)) {
        this.saw(page.version);
        if (page.version >= this.latest) this.lru.set(key, page);
      }
      return page;
    }, () => undefined).finally(() => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    });
    if (!this.flights.has(key)) this.flights.set(key, flight);
  }

  clear() {
    this.lru.clear();
  }

  /** Whether no newer version than the page's was seen (read or announced): page.ts's memory path. */
  current(kept: KeptPage): boolean {
    return kept.version === this.latest;
  }

  /** For tests and the bench: how many pages are kept. */
  get size(): number {
    return this.lru.size;
  }
}
