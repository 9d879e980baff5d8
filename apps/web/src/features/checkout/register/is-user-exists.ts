import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { IsUserExistsSchema } from '@tlt/shared/signup';
import { client } from '../../../lib/api/client.ts';

export type IsUserExistsBody = z.output<typeof IsUserExistsSchema>;

/** POST /api/user/isUserExists: true means an account already uses this email. */
export async function isUserExists(body: IsUserExistsBody): Promise<boolean> {
  return await client.post('/api/user/isUserExists', { body });
}

export function useIsUserExists() {
  return useMutation({ mutationFn: isUserExists });
}
