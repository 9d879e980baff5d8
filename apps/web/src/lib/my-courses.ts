import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CoursePurchaseSchema, type CoursePurchase } from '@tlt/shared/courses';
import { api } from './api-client.ts';

/** GET /api/learning/my-courses (bearer): the signed-in member's course access. */
export async function getMyCourses(signal?: AbortSignal): Promise<CoursePurchase[]> {
  return z.array(CoursePurchaseSchema).parse(await api.get<unknown>('learning/my-courses', { signal }));
}

/** Keyed by the user so one member's list never shows for the next. */
export function useMyCourses(userId: string | undefined) {
  return useQuery({
    queryKey: ['my-courses', userId],
    queryFn: ({ signal }) => getMyCourses(signal),
    enabled: userId !== undefined,
  });
}
