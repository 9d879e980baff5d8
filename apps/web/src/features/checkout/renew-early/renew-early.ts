import type { RenewEarlyInput } from '@tlt/shared/renew-early';
import { type User } from '@tlt/shared/user';
import { client } from '../../../lib/api/client.ts';

/** POST /api/user/renewEarly: the payment's proof for an order made for the caller; answers the updated user. */
export async function renewEarly(body: RenewEarlyInput): Promise<User> {
  return (await client.post('/api/user/renewEarly', { body })).user;
}
