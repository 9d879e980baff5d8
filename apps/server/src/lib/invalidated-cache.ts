import { LRUCache } from 'lru-cache';

export interface InvalidatedCacheOptions<V> {
  max: number;
  ttl: number;
  /** An entry past its own end is dropped on read (e.g. a session that expired). */
  expired?: (value: V) => boolean;
}

/**
 * A per-process LRU kept correct by invalidation, not by its TTL: a LISTEN channel (or this
 * process's own writes) drops entries, and `bind` tells whether that channel is up; while it
 * is down nothing is served. A load reads `stamp()` before its query and passes it to `set`,
 * so a value read before an invalidation is never stored after it. The TTL only bounds what
 * a lost message could leave behind.
 */
export class InvalidatedCache<V extends NonNullable<unknown>> {
  private lru: LRUCache<string, V>;
  /** Bumped by every invalidation. */
  private generation = 0;
  private live: () => boolean = () => false;
  private expired?: (value: V) => boolean;

  constructor({ max, ttl, expired }: InvalidatedCacheOptions<V>) {
    this.lru = new LRUCache<string, V>({ max, ttl });
    this.expired = expired;
  }

  bind(live: () => boolean) {
    this.live = live;
  }

  get(key: string): V | undefined {
    if (!this.live()) return undefined;
    const hit = this.lru.get(key);
    if (hit && this.expired?.(hit)) {
      this.lru.delete(key);
      return undefined;
    }
    return hit;
  }

  /** Read before the query; pass back to set(). */
  stamp(): number {
    return this.generation;
  }

  set(key: string, value: V, stamp: number) {
    if (stamp === this.generation && this.live()) this.lru.set(key, value);
  }

  delete(key: string) {
    this.generation += 1;
    this.lru.delete(key);
  }

  /** Drops every entry the test matches (a scan: for rare invalidations, not per request). */
  deleteWhere(test: (value: V) => boolean) {
    this.generation += 1;
    for (const [key, value] of this.lru.entries()) if (test(value)) this.lru.delete(key);
  }

  clear() {
    this.generation += 1;
    this.lru.clear();
  }
}
