import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type LoginResult, type LoginSchema } from '@tlt/shared/auth';
import { client } from '../../../lib/api/client.ts';

export type LoginBody = z.output<typeof LoginSchema>;

/** POST /api/auth/login. Failures arrive as ApiError with the login codes of spec §8. */
export async function login(body: LoginBody): Promise<LoginResult> {
  return await client.post('/api/auth/login', { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
