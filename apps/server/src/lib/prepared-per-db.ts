import type { Db } from '../db/client.ts';

/**
 * One prepared statement per database and key, made on first use. Give each a distinct name
 * (`prepare(name)`): PostgreSQL then parses and plans it once per connection, not per request.
 */
export function preparedPerDb<T>(make: (db: Db, key: string) => T): (db: Db, key: string) => T {
  const byDb = new WeakMap<Db, Map<string, T>>();
  return (db, key) => {
    let byKey = byDb.get(db);
    if (!byKey) byDb.set(db, (byKey = new Map()));
    let st = byKey.get(key);
    if (st === undefined) byKey.set(key, (st = make(db, key)));
    return st;
  };
}
