import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_MSG, type MemberDetail, type MemberList, type MemberRow } from '@tlt/shared/back-office/members';
import { fromAddress, useAdminList } from '../../../lib/api/admin-list.ts';
import { client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { translateShared } from '../../../lib/i18n.ts';

export const memberKeys = {
  all: ['members'] as const,
  list: ['members', 'list'] as const,
  detail: (id: string) => ['members', 'detail', id] as const,
};

/** GET user/all?q=&status=&period=&profitable=&plan=&offset=&limit= (admins). */
export function useMembers(params: URLSearchParams) {
  return useAdminList(memberKeys.list, '/api/user/all', fromAddress(params));
}

export function useMemberDetail(id: string) {
  return useQuery({
    queryKey: memberKeys.detail(id),
    queryFn: async ({ signal }) => await client.get('/api/user/{id}/detail', { params: { path: { id } }, signal }),
  });
}

/** Puts the server's answer for one member into every list page and their detail that show them. */
function useApplyRow() {
  const qc = useQueryClient();
  return (row: MemberRow) => {
    qc.setQueriesData<MemberList>({ queryKey: memberKeys.list }, (list) =>
      list && { ...list, members: list.members.map((m) => (m._id === row._id ? row : m)) });
    qc.setQueryData<MemberDetail>(memberKeys.detail(row._id), (d) => d && { ...d, member: { ...d.member, ...row } });
    // Counts under a filter ("Suspended", "Profitable") may have changed.
    return qc.invalidateQueries({ queryKey: memberKeys.list });
  };
}

const failure = (err: unknown, fallback: string) => (err instanceof ApiError && err.code === 400 ? err.message : fallback);

/** One change to a member's row: the answered row goes everywhere it shows, with its toast. */
function useMemberChange<V>(send: (v: V) => Promise<MemberRow>, done: (row: MemberRow) => string, failed: string) {
  const apply = useApplyRow();
  return useMutation({
    mutationFn: send,
    onSuccess: (row) => {
      toast.success(translateShared(done(row)));
      return apply(row);
    },
    onError: (err) => toast.error(failure(err, translateShared(failed))),
  });
}

/** POST user/changeUserStatus {email, active}: deactivating signs the member out everywhere. */
export function useSetMemberActive() {
  return useMemberChange(
    (body: { email: string; active: boolean }) => client.post('/api/user/changeUserStatus', { body }),
    (row) => (row.active ? MEMBER_MSG.activated : MEMBER_MSG.deactivated),
    MEMBER_MSG.statusFailed,
  );
}

/** POST user/changeUserProfitableStatus {email, isProfitable}: the badge on the member's posts. */
export function useSetMemberProfitable() {
  return useMemberChange(
    (body: { email: string; isProfitable: boolean }) => client.post('/api/user/changeUserProfitableStatus', { body }),
    (row) => (row.isProfitable ? MEMBER_MSG.markedProfitable : MEMBER_MSG.unmarkedProfitable),
    MEMBER_MSG.profitableFailed,
  );
}

/** POST user/{id}/sessions/end: every device of the member is signed out. */
export function useEndSessions(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => await client.post('/api/user/{id}/sessions/end', { params: { path: { id } } }),
    onSuccess: () => {
      toast.success(translateShared(MEMBER_MSG.sessionsEnded));
      return qc.invalidateQueries({ queryKey: memberKeys.detail(id) });
    },
    onError: () => toast.error(translateShared(MEMBER_MSG.sessionsEndFailed)),
  });
}
