import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { LoginResultSchema, type LoginResult, type LoginSchema } from '@tlt/shared/auth';
import { api } from '../../../lib/api/client.ts';

export type LoginBody = z.output<typeof LoginSchema>;

/** POST /api/auth/login. Failures arrive as ApiError with the login codes of spec §8. */
export async function login(body: LoginBody): Promise<LoginResult> {
  return LoginResultSchema.parse(await api.post<unknown>('auth/login', body));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
