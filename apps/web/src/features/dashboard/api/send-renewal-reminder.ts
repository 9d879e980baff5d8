import { useMutation } from '@tanstack/react-query';
import { ANALYTICS_MSG } from '@tlt/shared/back-office/analytics';
import { client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { translateShared } from '../../../lib/i18n.ts';

/** The server's reason when it refused this member (suspended, too soon, not due); otherwise the general failure. */
const failure = (err: unknown) => (err instanceof ApiError && err.code >= 400 && err.code < 500 && err.code !== 401 ? err.message : translateShared(ANALYTICS_MSG.reminderFailed));

/** POST user/sendRenewalReminder {userId}: mails the member a renewal reminder with a fresh link. */
export function useSendRenewalReminder() {
  return useMutation({
    mutationFn: async (userId: string) => await client.post('/api/user/sendRenewalReminder', { body: { userId } }),
    onSuccess: (sent) => toast.success(translateShared(ANALYTICS_MSG.reminderSent), { description: sent.email }),
    onError: (err) => toast.error(failure(err)),
  });
}
