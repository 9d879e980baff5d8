import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_MSG, MEMBER_IMPORT_FIELD } from '@tlt/shared/back-office/member-import';
import { client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { translateShared } from '../../../lib/i18n.ts';

export interface ImportMembersInput {
  file: File;
  planType: string;
  /** Rupees each member paid, as typed. */
  amount: string;
  txnId: string;
  notify: boolean;
}

const failure = (err: unknown) => (err instanceof ApiError && err.code >= 400 && err.code < 500 ? err.message : translateShared(IMPORT_MSG.failed));

/** POST user/import (multipart): the workbook is checked and accepted (202); its rows run in the background. */
export function useImportMembers() {
  return useMutation({
    mutationFn: async (v: ImportMembersInput) => {
      const form = new FormData();
      form.append('planType', v.planType);
      form.append('amount', v.amount);
      form.append('txnId', v.txnId);
      form.append('notify', String(v.notify));
      form.append(MEMBER_IMPORT_FIELD, v.file);
      return await client.post('/api/user/import', { body: form });
    },
    onError: (err) => toast.error(failure(err)),
  });
}

/** The import's query; lib/live patches its progress from the stream's `import` events (app/live-query-roots.test.ts). */
export const memberImportKeys = { all: ['member-import'] as const, one: (id: string) => ['member-import', id] as const };

/** Asked again this often while it runs, in case the live stream is down (it moves the counts in between). */
const FALLBACK_POLL_MS = 5_000;

const running = (status: string | undefined) => status === undefined || status === 'queued' || status === 'running';

/**
 * GET user-import/{id}: the import's progress and the rows answered so far. The live stream's
 * `import` events move the counts; this is asked again every few seconds while it runs (in case
 * the stream is down) and once more when the stream says it ended; when it ends, the members list is refreshed and the admin told.
 */
export function useMemberImport(id: string) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: memberImportKeys.one(id),
    queryFn: async () => {
      const status = await client.get('/api/user-import/{id}', { params: { path: { id } } });
      const p = status.progress;
      if (p.status === 'done') {
        toast.success(translateShared(IMPORT_MSG.done(p.created, p.skipped, p.refused)));
        void qc.invalidateQueries({ queryKey: ['members'] });
      } else if (p.status === 'failed') toast.error(translateShared(IMPORT_MSG.failed));
      return status;
    },
    refetchInterval: (q) => (running(q.state.data?.progress.status) ? FALLBACK_POLL_MS : false),
  });
}
