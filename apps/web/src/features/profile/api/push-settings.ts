import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushKind } from '@tlt/shared/push';
import { type PushState, readPushState, savePushKinds, turnPushOff, turnPushOn } from '../../../lib/api/push.ts';

const key = ['push', 'this-device'] as const;

/** This device's push state, read once per visit (it changes only through the switches below). */
export function usePushState() {
  return useQuery({ queryKey: key, queryFn: readPushState, staleTime: Infinity, retry: false });
}

export function usePushSwitches() {
  const client = useQueryClient();
  const set = (state: PushState) => client.setQueryData(key, state);
  const on = useMutation({ mutationFn: turnPushOn, onSuccess: set });
  const off = useMutation({ mutationFn: turnPushOff, onSuccess: set });
  const kinds = useMutation({
    mutationFn: ({ endpoint, kinds }: { endpoint: string; kinds: PushKind[] }) => savePushKinds(endpoint, kinds),
    onSuccess: (device) => set({ status: 'on', ...device }),
  });
  return { on, off, kinds, pending: on.isPending || off.isPending || kinds.isPending };
}
