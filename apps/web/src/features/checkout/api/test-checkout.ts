import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { TestCheckoutResultSchema, type TestCheckoutSchema } from '@tlt/shared/orders';
import { client } from '../../../lib/api/client.ts';

export type TestCheckoutBody = z.input<typeof TestCheckoutSchema>;
export type TestCheckoutResult = z.infer<typeof TestCheckoutResultSchema>;

/** Test mode only: POST /api/payments/test/checkout plays the provider's Pay or Fail. */
export async function testCheckout(body: TestCheckoutBody): Promise<TestCheckoutResult> {
  return await client.post('/api/payments/test/checkout', { body });
}

export function useTestCheckout() {
  return useMutation({ mutationFn: testCheckout });
}
