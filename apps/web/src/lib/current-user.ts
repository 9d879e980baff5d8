import { useQuery } from '@tanstack/react-query';
import { UserSchema, type User } from '@tlt/shared/user';
import { api } from './api-client.ts';

/** GET /api/auth: the signed-in user as the server knows it now. */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return UserSchema.parse(await api.get<unknown>('auth', { signal }));
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
