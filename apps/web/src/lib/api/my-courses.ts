import { type CoursePurchase } from '@tlt/shared/courses';
import { client } from './client.ts';

/** GET /api/learning/my-courses (bearer): the signed-in member's course access. */
export async function getMyCourses(signal?: AbortSignal): Promise<CoursePurchase[]> {
  return await client.get('/api/learning/my-courses', { signal });
}
