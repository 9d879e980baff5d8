import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { IsUserExistsSchema } from '@tlt/shared/signup';
import { api } from '../../../lib/api/client.ts';

export type IsUserExistsBody = z.output<typeof IsUserExistsSchema>;

/** POST /api/user/isUserExists: true means an account already uses this email. */
export async function isUserExists(body: IsUserExistsBody): Promise<boolean> {
  return z.boolean().parse(await api.post<unknown>('user/isUserExists', body));
}

export function useIsUserExists() {
  return useMutation({ mutationFn: isUserExists });
}
