import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Subscriber } from '@tlt/shared/leads';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useRemoveSubscriber } from '../api/subscribers.ts';
import { EMPTY } from './list-text.ts';
import { MailLink } from './mail-link.tsx';
import { RecordedTime } from './recorded-time.tsx';

/** This page's subscribers: a table on wide screens, cards on a phone; each can be removed. */
export function SubscribersTable({ subscribers }: { subscribers: readonly Subscriber[] }) {
  const remove = useRemoveSubscriber();
  const [asked, setAsked] = useState<Subscriber | null>(null);
  const columns: Column<Subscriber>[] = [
    { key: 'email', header: 'Email', primary: true, cell: (s) => <MailLink email={s.email} /> },
    { key: 'created', header: 'Subscribed on', cell: (s) => <RecordedTime iso={s.createdAt} /> },
    {
      key: 'remove', header: 'Actions', actions: true, align: 'right',
      cell: (s) => (
        <Button variant="outline" size="sm" aria-label={`Remove ${s.email}`} onClick={() => setAsked(s)}>
          <Trash2 className="size-4" aria-hidden /> Remove
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable caption="Subscribers, newest first" columns={columns} rows={subscribers} rowKey={(s) => s._id} empty={EMPTY} />
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={`Remove ${asked?.email ?? ''}?`}
        description="The address leaves the list and its export, and its marketing consent is withdrawn (a member's profile shows it off). Subscribing again brings it back."
        confirmLabel="Remove subscriber"
        busy={remove.isPending}
        onConfirm={() => asked && remove.mutate(asked._id, { onSettled: () => setAsked(null) })}
      />
    </>
  );
}
