import { z } from 'zod';
import type { RenewEarlyInput } from '@tlt/shared/renew-early';
import { UserSchema, type User } from '@tlt/shared/user';
import { api } from '../../../lib/api/client.ts';

/** POST /api/user/renewEarly: the payment's proof for an order made for the caller; answers the updated user. */
export async function renewEarly(body: RenewEarlyInput): Promise<User> {
  return z.object({ user: UserSchema }).parse(await api.post<unknown>('user/renewEarly', body)).user;
}
