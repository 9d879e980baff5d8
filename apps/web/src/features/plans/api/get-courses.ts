import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CourseSchema, type Course } from '@tlt/shared/courses';
import { api } from '../../../lib/api/client.ts';

/** GET /api/learning/courses: the two masterclasses sold on the course site. */
export async function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return z.array(CourseSchema).parse(await api.get<unknown>('learning/courses', { signal }));
}

export function useCourses() {
  return useQuery({ queryKey: ['courses'], queryFn: ({ signal }) => getCourses(signal), staleTime: 5 * 60_000 });
}
