import { useQuery } from '@tanstack/react-query';
import type { User } from '@tlt/shared/user';
import { client } from './client.ts';
import { parseUser } from '../user-shape.ts';

/** GET /api/auth: the signed-in user as the server knows it now. */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const user = parseUser(await client.get('/api/auth', { signal }));
  if (!user) throw new Error('GET /api/auth answered a user that does not fit the schema');
  return user;
}

export const currentUserQueryKey = (token: string | null) => ['auth', 'current-user', token] as const;

export function useCurrentUser(token: string | null) {
  return useQuery({
    queryKey: currentUserQueryKey(token),
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}
