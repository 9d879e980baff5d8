import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * One record a page reads and saves whole (the invoice seller, the member's consents, their billing
 * details): the save answers the record, which becomes the read's cache at once.
 */
export function useRecord<T>(key: QueryKey, read: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => read(signal) });
}

export function useSaveRecord<I, T>(key: QueryKey, save: (input: I) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: (saved) => qc.setQueryData(key, saved) });
}
