import { City, State } from 'country-state-city';
import type { City as CityDto } from '@tlt/shared/webinar';

let cached: { list: CityDto[]; json: string } | undefined;

/**
 * India's cities and towns with their state, sorted by name then state. Built on first use
 * and kept: the package holds every country's cities, so the list is made once per process,
 * and its envelope is serialised once too (over 4,000 rows).
 */
export function indianCities(): { list: CityDto[]; json: string } {
  if (cached) return cached;
  const states = new Map(State.getStatesOfCountry('IN').map((s) => [s.isoCode, s.name]));
  const seen = new Set<string>();
  const list: CityDto[] = [];
  for (const c of City.getCitiesOfCountry('IN') ?? []) {
    const id = `${c.stateCode}:${c.name}`;
    if (seen.has(id)) continue;
    seen.add(id);
    list.push({ id, name: c.name, state: states.get(c.stateCode) ?? c.stateCode });
  }
  list.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.state.localeCompare(b.state, 'en'));
  cached = { list, json: JSON.stringify({ status: true, code: 200, data: list }) };
  return cached;
}
