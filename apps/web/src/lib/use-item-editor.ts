import { useState } from 'react';

/** The delete call of a community item (TanStack Query's mutation has these). */
interface RemoveByIdMutation {
  mutate: (id: string) => void;
  isPending: boolean;
  variables?: string;
}

/**
 * An admin's tools on a community list (watchlists, trade wisdom): the create/edit dialog's state,
 * a delete that asks first (the spec's confirm text), and which item is being deleted.
 */
export function useItemEditor<T extends { _id: string }>(remove: RemoveByIdMutation, confirmText: string) {
  const [editor, setEditor] = useState<{ open: boolean; item?: T }>({ open: false });
  return {
    open: editor.open,
    item: editor.item,
    create: () => setEditor({ open: true }),
    edit: (item: T) => setEditor({ open: true, item }),
    setOpen: (open: boolean) => setEditor((e) => ({ ...e, open })),
    confirmDelete: (item: T) => {
      if (window.confirm(confirmText)) remove.mutate(item._id);
    },
    deletingId: remove.isPending ? remove.variables : undefined,
  };
}
