import { useQuery } from '@tanstack/react-query';
import { type Course } from '@tlt/shared/courses';
import { client } from '../../../lib/api/client.ts';

/** GET /api/learning/courses: the two masterclasses sold on the course site. */
export async function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return await client.get('/api/learning/courses', { signal });
}

export function useCourses() {
  return useQuery({ queryKey: ['courses'], queryFn: ({ signal }) => getCourses(signal), staleTime: 5 * 60_000 });
}
