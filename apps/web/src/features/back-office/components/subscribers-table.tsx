import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Subscriber } from '@tlt/shared/leads';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useRemoveSubscriber } from '../api/subscribers.ts';
import { emptyText } from './list-text.ts';
import { MailLink } from './mail-link.tsx';
import { RecordedTime } from './recorded-time.tsx';

/** This page's subscribers: a table on wide screens, cards on a phone; each can be removed. */
export function SubscribersTable({ subscribers }: { subscribers: readonly Subscriber[] }) {
  const { t } = useLingui();
  const remove = useRemoveSubscriber();
  const [asked, setAsked] = useState<Subscriber | null>(null);
  const columns: Column<Subscriber>[] = [
    { key: 'email', header: msg`Email`, primary: true, cell: (s) => <MailLink email={s.email} /> },
    { key: 'created', header: msg`Subscribed on`, cell: (s) => <RecordedTime iso={s.createdAt} /> },
    {
      key: 'remove', header: msg`Actions`, actions: true, align: 'right',
      cell: (s) => {
        const email = s.email;
        return (
        <Button variant="outline" size="sm" aria-label={t`Remove ${email}`} onClick={() => setAsked(s)}>
          <Trash2 className="size-4" aria-hidden /> <Trans>Remove</Trans>
        </Button>
        );
      },
    },
  ];
  const askedEmail = asked?.email ?? '';
  return (
    <>
      <DataTable caption={t`Subscribers, newest first`} columns={columns} rows={subscribers} rowKey={(s) => s._id} empty={emptyText()} />
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={t`Remove ${askedEmail}?`}
        description={t`The address leaves the list and its export, and its marketing consent is withdrawn (a member's profile shows it off). Subscribing again brings it back.`}
        confirmLabel={t`Remove subscriber`}
        busy={remove.isPending}
        onConfirm={() => asked && remove.mutate(asked._id, { onSettled: () => setAsked(null) })}
      />
    </>
  );
}
