import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { City as CityDto } from '@tlt/shared/webinar';

/** State or union territory → its city and town names (GeoNames, CC BY 4.0: india-cities.NOTICE.md). */
const DATA_FILE = path.join(import.meta.dirname, 'india-cities.json');

let cached: { list: CityDto[]; json: string } | undefined;

/**
 * India's cities and towns with their state, sorted by name then state. Read on first use
 * and kept, with its envelope serialised once (about 7,000 rows). A name found in several
 * states is one row per state: the id is `State:Name`.
 */
export function indianCities(): { list: CityDto[]; json: string } {
  if (cached) return cached;
  const byState = JSON.parse(readFileSync(DATA_FILE, 'utf8')) as Record<string, string[]>;
  const list = Object.entries(byState).flatMap(([state, names]) => names.map((name) => ({ id: `${state}:${name}`, name, state })));
  list.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.state.localeCompare(b.state, 'en'));
  cached = { list, json: JSON.stringify({ status: true, code: 200, data: list }) };
  return cached;
}
