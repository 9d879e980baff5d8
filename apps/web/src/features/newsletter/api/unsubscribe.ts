import { useMutation } from '@tanstack/react-query';
import { UnsubscribedSchema } from '@tlt/shared/leads';
import { api } from '../../../lib/api/client.ts';

/** POST /api/subscribers/unsubscribe?token=: the mail's signed link, no sign-in; twice is harmless. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) =>
      UnsubscribedSchema.parse(await api.post<unknown>(`subscribers/unsubscribe?token=${encodeURIComponent(token)}`)),
  });
}
