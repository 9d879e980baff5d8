import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MemberRow } from '@tlt/shared/back-office/members';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSetMemberActive, useSetMemberProfitable } from '../api/members.ts';

interface ToggleProps {
  label: string;
  /** Read by screen readers: which member this switch is for. */
  name: string;
  checked: boolean;
  busy: boolean;
  disabled?: boolean;
  title?: string;
  onChange: (next: boolean) => void;
}

/** A compact switch for a table row: role="switch", its visible label beside it, the member in its name. */
function RowToggle({ label, name, checked, busy, disabled, title, onChange }: ToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`${label}: ${name}`}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      title={title}
      onClick={() => onChange(!checked)}
      className="group inline-flex min-h-10 items-center gap-2 rounded-lg pr-1 text-sm font-medium text-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span
        aria-hidden
        className={cn('relative inline-flex h-6 w-10 shrink-0 items-center rounded-full transition-colors', checked ? 'bg-emerald-600' : 'bg-navy-300')}
      >
        <span className={cn('inline-block size-4 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-1')} />
      </span>
      {label}
    </button>
  );
}

/**
 * Active ↔ deactivated. Deactivating signs the member out on every device, so it asks first;
 * activating does not. An admin cannot switch themself off.
 */
export function ActiveSwitch({ member }: { member: Pick<MemberRow, '_id' | 'email' | 'name' | 'active'> }) {
  const { t } = useLingui();
  const setActive = useSetMemberActive();
  const [confirming, setConfirming] = useState(false);
  const self = useSession().user?._id === member._id;
  const name = member.name;
  return (
    <>
      <RowToggle
        label={t`Active`}
        name={member.name}
        checked={member.active}
        busy={setActive.isPending}
        disabled={self && member.active}
        title={self ? t`This is your own account` : undefined}
        onChange={(active) => (active ? setActive.mutate({ email: member.email, active }) : setConfirming(true))}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Deactivate ${name}?`}
        description={t`They are signed out on every device at once and cannot sign in until you activate them again.`}
        confirmLabel={t`Deactivate`}
        busy={setActive.isPending}
        onConfirm={() => setActive.mutate({ email: member.email, active: false }, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}

/** Profitable ↔ not: the badge on the member's posts. */
export function ProfitableSwitch({ member }: { member: Pick<MemberRow, 'email' | 'name' | 'isProfitable'> }) {
  const { t } = useLingui();
  const setProfitable = useSetMemberProfitable();
  return (
    <RowToggle
      label={t`Profitable`}
      name={member.name}
      checked={member.isProfitable}
      busy={setProfitable.isPending}
      onChange={(isProfitable) => setProfitable.mutate({ email: member.email, isProfitable })}
    />
  );
}
