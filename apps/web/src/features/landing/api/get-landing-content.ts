import { useQuery } from '@tanstack/react-query';
import type { LandingName, LandingValue } from '@tlt/shared/content/landing';
import { LANDING_SEEDS } from '@tlt/shared/content/landing-seed';
import { contentQueryOptions } from '../../../lib/api/content-batch.ts';

/** The schemas (and zod) load with the first answer, not with the page: the seeds render without them. */
const landingSchema = <N extends LandingName>(name: N) => async () =>
  // LANDING[name].schema is the schema of LandingValue<N>; TS cannot follow that through the generic N.
  (await import('@tlt/shared/content/landing')).LANDING[name].schema as unknown as {
    safeParse(value: unknown): { success: true; data: LandingValue<N> } | { success: false };
  };

/** One landing section's copy: the seed first, then the stored value once it arrives. */
export function useLandingContent<N extends LandingName>(name: N): LandingValue<N> {
  const { key, seed } = LANDING_SEEDS[name];
  return useQuery(contentQueryOptions(key, seed as LandingValue<N>, landingSchema(name))).data;
}
