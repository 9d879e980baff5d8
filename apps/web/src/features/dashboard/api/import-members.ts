import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_MSG, MEMBER_IMPORT_FIELD, MemberImportResultSchema } from '@tlt/shared/back-office/member-import';
import { ApiError, api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export interface ImportMembersInput {
  file: File;
  planType: string;
  /** Rupees each member paid, as typed. */
  amount: string;
  txnId: string;
  notify: boolean;
}

const failure = (err: unknown) => (err instanceof ApiError && err.code >= 400 && err.code < 500 ? err.message : IMPORT_MSG.failed);

/** POST user/import (multipart): the workbook and the plan, amount and reference for every member in it. */
export function useImportMembers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: ImportMembersInput) => {
      const form = new FormData();
      form.append('planType', v.planType);
      form.append('amount', v.amount);
      form.append('txnId', v.txnId);
      form.append('notify', String(v.notify));
      form.append(MEMBER_IMPORT_FIELD, v.file);
      return MemberImportResultSchema.parse(await api.post<unknown>('user/import', form));
    },
    onSuccess: (r) => {
      toast.success(IMPORT_MSG.done(r.created.length, r.skipped.length, r.refused.length));
      return qc.invalidateQueries({ queryKey: ['members'] });
    },
    onError: (err) => toast.error(failure(err)),
  });
}
