import { useQuery } from '@tanstack/react-query';
import { getMyCourses } from './api/my-courses.ts';

/** Keyed by the user so one member's list never shows for the next. */
export function useMyCourses(userId: string | undefined) {
  return useQuery({
    queryKey: ['my-courses', userId],
    queryFn: ({ signal }) => getMyCourses(signal),
    enabled: userId !== undefined,
  });
}
