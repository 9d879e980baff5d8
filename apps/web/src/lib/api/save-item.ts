import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSubmitOnce } from '../submission-key.ts';

interface SaveItem<I, T> {
  create: (input: I, idempotencyKey: string) => Promise<T>;
  update: (id: string, input: I) => Promise<T>;
  /** The saved item's own entry, filled with the answer. */
  oneKey: (id: string) => QueryKey;
  /** The lists it shows in, read again. */
  listKey: QueryKey;
}

/**
 * Creates (no id) or updates an item an admin edits (a watchlist, a trade wisdom). A repeat of one
 * create (double tap, retry after a lost answer) carries its Idempotency-Key, so one is stored.
 */
export function useSaveItem<I, T extends { _id: string }>({ create, update, oneKey, listKey }: SaveItem<I, T>) {
  const qc = useQueryClient();
  return useSubmitOnce(
    ({ id, input }: { id?: string; input: I }, idempotencyKey) => (id ? update(id, input) : create(input, idempotencyKey)),
    {
      onSuccess: (saved) => {
        qc.setQueryData(oneKey(saved._id), saved);
        return qc.invalidateQueries({ queryKey: listKey });
      },
    },
  );
}
