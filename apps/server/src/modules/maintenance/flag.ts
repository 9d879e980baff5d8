import type { Db } from '../../db/client.ts';
import { InvalidatedCache } from '../../lib/invalidated-cache.ts';
import { isUnderMaintenance } from './service.ts';

const KEY = 'maintenance';

/**
 * The maintenance switch as this process knows it: read once, then kept until the settings change
 * (`site_changed`, which the database announces to every process) or this process switches it,
 * so asking costs no database round trip. While that channel is down, every ask reads the row.
 */
export class MaintenanceFlag {
  private cache = new InvalidatedCache<{ on: boolean }>({ max: 1, ttl: 60_000 });
  /** One read at a time: a burst of writes after an invalidation waits on the same query. */
  private loading?: { stamp: number; value: Promise<boolean> };

  constructor(private db: Db) {}

  bind(live: () => boolean) {
    this.cache.bind(live);
  }

  async on(): Promise<boolean> {
    const hit = this.cache.get(KEY);
    if (hit) return hit.on;
    const stamp = this.cache.stamp();
    if (this.loading?.stamp === stamp) return this.loading.value;
    const value = isUnderMaintenance(this.db).then((on) => {
      this.cache.set(KEY, { on }, stamp);
      return on;
    });
    this.loading = { stamp, value };
    return value.finally(() => {
      if (this.loading?.value === value) this.loading = undefined;
    });
  }

  invalidate() {
    this.cache.clear();
  }
}
