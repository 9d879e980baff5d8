import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMemberSignupBody, type CreateMemberForm } from '@tlt/shared/back-office/member-create';
import { MSG } from '@tlt/shared/messages';
import { client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { translateShared } from '../../../lib/i18n.ts';

/** The spec's failure copy (community §8): the server's own reason when it gave one. */
const failure = (err: unknown) => (err instanceof ApiError && err.code >= 400 && err.code < 500 ? err.message : translateShared(MSG.signupFailed));

/**
 * POST auth/signup as the admin's create-user call (community §5, §7): a normal, active member with
 * a manual payment; the admin keeps their own session (the server answers no token for them).
 */
export function useCreateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (form: CreateMemberForm) => await client.post('/api/auth/signup', { body: createMemberSignupBody(form) }),
    onSuccess: () => {
      toast.success(translateShared(MSG.signupSuccess));
      // The members list and the dashboard's figures count the new member.
      return qc.invalidateQueries({ queryKey: ['members'] });
    },
    onError: (err) => toast.error(failure(err)),
  });
}
