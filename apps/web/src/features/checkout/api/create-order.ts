import type { CreateOrderInput, Order } from '@tlt/shared/orders';
import { client } from '../../../lib/api/client.ts';
import { getUtmSource } from '../../../lib/utm.ts';

/**
 * POST /api/order/create. The server prices the plan (today's offer included) and answers
 * the provider's order; 409 when the email already has an account, 400/404 on a bad renewal token.
 * `purpose: 'renewal'` without a token bills the signed-in caller (renew early).
 */
export async function createOrder(body: CreateOrderInput): Promise<Order> {
  // A signup carries the stored campaign: the admin dashboard's signups by source (decision 0029).
  const renewal = body.renewalToken || body.purpose === 'renewal';
  const utmSource = renewal ? undefined : (getUtmSource() ?? undefined);
  return await client.post('/api/order/create', { body: { ...body, utmSource } });
}
