import { useMutation } from '@tanstack/react-query';
import { client } from '../../../lib/api/client.ts';

/** POST /api/subscribers/unsubscribe?token=: the mail's signed link, no sign-in; twice is harmless. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) =>
      await client.post('/api/subscribers/unsubscribe', { params: { query: { token } } }),
  });
}
