import type { z } from 'zod';
import { SignupResultSchema, type SignupInput } from '@tlt/shared/signup';
import { client } from '../../../lib/api/client.ts';

export type SignupResult = z.infer<typeof SignupResultSchema>;

/** POST /api/auth/signup with the payment proof; answers the new member and a session token. */
export async function signup(body: SignupInput): Promise<SignupResult> {
  return await client.post('/api/auth/signup', { body });
}
