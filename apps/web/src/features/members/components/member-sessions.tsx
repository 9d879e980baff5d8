import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberSession } from '@tlt/shared/back-office/members';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useEndSessions } from '../api/members.ts';
import { dmyTime, seenLabel } from './member-dates.ts';

const COLUMNS: Column<MemberSession>[] = [
  { key: 'device', header: msg`Device`, primary: true, cell: (s) => <span translate="no">{`${s.device} · ${s.browser}`}</span> },
  {
    key: 'seen',
    header: msg`Last seen`,
    cell: (s) => {
      const at = s.lastSeenAt ?? s.createdAt;
      return <time dateTime={at} title={dmyTime(at)}>{seenLabel(at)}</time>;
    },
  },
  { key: 'created', header: msg`Signed in`, className: 'tabular-nums whitespace-nowrap', cell: (s) => dmyTime(s.createdAt) },
  { key: 'ip', header: msg`IP address`, className: 'font-mono text-xs', cell: (s) => s.ip ?? '—' },
];

/** The member's live sessions, latest use first. */
export function MemberSessions({ sessions }: { sessions: MemberSession[] }) {
  const { t } = useLingui();
  return <DataTable caption={t`Signed-in devices`} columns={COLUMNS} rows={sessions} rowKey={(s) => s._id} empty={t`Not signed in anywhere.`} />;
}

/** "End all sessions": the member is signed out on every device; the account stays active. */
export function EndSessionsButton({ memberId, name, count }: { memberId: string; name: string; count: number }) {
  const { t } = useLingui();
  const end = useEndSessions(memberId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" disabled={count === 0 || end.isPending} onClick={() => setOpen(true)}>
        <LogOut className="size-4" aria-hidden /> <Trans>End all sessions</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Sign ${name} out everywhere?`}
        description={t`Every device they are signed in on is signed out at once. Their account stays active: they can sign in again.`}
        confirmLabel={t`End all sessions`}
        busy={end.isPending}
        onConfirm={() => end.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
