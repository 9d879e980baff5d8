import { type NonUndefinedGuard, queryOptions } from '@tanstack/react-query';
import { fillPlanCopyDeep, SEED_COPY_CATALOGUE } from '@tlt/shared/content/plan-copy';
import { withoutPlaceholders } from '@tlt/shared/content/placeholders';
import { client } from './client.ts';
import { ApiError } from '../api-error.ts';

/** The server reads at most 30 keys per call (apps/server/src/modules/content/service.ts). */
const MAX_KEYS_PER_CALL = 30;

interface Waiter {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Keys asked for in the current tick, each with the callers waiting for it; null when none. */
let queued: Map<string, Waiter[]> | null = null;

/**
 * One content key's value: the operator's stored copy, or the seed while nobody changed it.
 * Keys asked for in the same tick go out as one GET /api/content/values, so a page whose sections
 * each read their own key makes one request, not one per section. A failed call rejects every caller.
 */
export function getContent(key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!queued) {
      queued = new Map();
      queueMicrotask(flush);
    }
    const waiters = queued.get(key);
    if (waiters) waiters.push({ resolve, reject });
    else queued.set(key, [{ resolve, reject }]);
  });
}

function flush(): void {
  const batch = queued;
  queued = null;
  if (!batch) return;
  const keys = [...batch.keys()];
  for (let i = 0; i < keys.length; i += MAX_KEYS_PER_CALL) void fetchValues(keys.slice(i, i + MAX_KEYS_PER_CALL), batch);
}

async function fetchValues(keys: string[], waiters: Map<string, Waiter[]>): Promise<void> {
  // No abort signal: the call serves several queries, and one of them going away must not cancel the rest.
  const outcome = await client.get('/api/content/values', { params: { query: { keys: keys.join(',') } } }).then(
    (values) => ({ values }),
    (error: unknown) => ({ error }),
  );
  for (const key of keys) {
    for (const { resolve, reject } of waiters.get(key) ?? []) {
      if ('error' in outcome) reject(outcome.error);
      // A malformed answer (not an object) reads as "no value", so each section keeps its seed.
      else if (typeof outcome.values === 'object' && outcome.values !== null && Object.hasOwn(outcome.values, key)) {
        resolve(outcome.values[key]);
      }
      else reject(new ApiError(500, `The server sent no value for ${key}`));
    }
  }
}

/** What content checks need from a zod schema, without importing zod here. */
interface ContentSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Seeds as painted before the server answers, made once each (the hooks build their query options
 * on every render): the placeholders the launch checklist lists left out, as the server leaves
 * them out of its answers (issue 26 §8), and plan placeholders filled.
 */
const filledSeeds = new WeakMap<object, unknown>();
function filledSeed<T>(key: string, seed: T): T {
  if (seed === null || typeof seed !== 'object') return fillPlanCopyDeep(seed, SEED_COPY_CATALOGUE);
  if (!filledSeeds.has(seed)) filledSeeds.set(seed, fillPlanCopyDeep(withoutPlaceholders(key, seed, seed), SEED_COPY_CATALOGUE));
  return filledSeeds.get(seed) as T;
}

/** The key the public pages read and the /admin/content editor invalidates after a save. */
export const contentQueryKey = (key: string) => ['content', key] as const;

/**
 * A public page's copy for one key: the seed renders at once (no empty page, and the page works
 * without the API), dated 0 so the stored copy is fetched straight away. The stored value is used
 * if it fits this build's schema, else the seed. `loadSchema` may be a dynamic import, so that the
 * schemas (and zod) load with the answer rather than with the page.
 */
export function contentQueryOptions<T>(key: string, rawSeed: T, loadSchema: () => Promise<ContentSchema<T>>) {
  // The server fills plan placeholders ({planLengths}) from the catalogue; the seed painted before
  // it answers is filled from the catalogue's seed by the same function (decision 0036).
  const seed = filledSeed(key, rawSeed);
  return queryOptions({
    queryKey: contentQueryKey(key),
    queryFn: async (): Promise<T> => {
      const value = await getContent(key);
      // Asked for once the value is here, not with it: starting a dynamic import (Vite's preload
      // helper adds <link>s) in the task that mounts the page made that long task longer still.
      const parsed = (await loadSchema()).safeParse(value);
      return parsed.success ? parsed.data : seed;
    },
    // T is never undefined here (a seed); TS cannot tell for a generic T.
    initialData: seed as NonUndefinedGuard<T>,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}
