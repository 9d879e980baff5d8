import type { RenewInput } from '@tlt/shared/signup';
import { api } from '../../../lib/api-client.ts';

/** POST /api/user/renewSubscription: the renewal token from login's 402 plus the payment proof. */
export async function renewSubscription(body: RenewInput): Promise<void> {
  await api.post('user/renewSubscription', body);
}
