import { z } from 'zod';
import { CoursePurchaseSchema, type CoursePurchase } from '@tlt/shared/courses';
import { api } from './client.ts';

/** GET /api/learning/my-courses (bearer): the signed-in member's course access. */
export async function getMyCourses(signal?: AbortSignal): Promise<CoursePurchase[]> {
  return z.array(CoursePurchaseSchema).parse(await api.get<unknown>('learning/my-courses', { signal }));
}
