import { useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditPerson } from '@tlt/shared/back-office/audit';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';

export type MemberKey = 'targetUserId' | 'targetEmail';

interface MemberFilterProps {
  /** The member filter in the URL, if any. */
  targetUserId: string;
  targetEmail: string;
  /** Who the server says the filter names (null: no such member); undefined while it loads. */
  member: AuditPerson | null | undefined;
  onChange: (key: MemberKey | null, value?: string) => void;
}

/**
 * The member concerned: named with a way to clear it when the URL holds one (the member page links
 * here with ?targetUserId=), else a box to find a member by e-mail.
 */
export function MemberFilter({ targetUserId, targetEmail, member, onChange }: MemberFilterProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  if (targetUserId || targetEmail) {
    const text = member
      ? `${member.name} · ${member.email}`
      : member === null
        ? targetEmail ? t`No member has the e-mail ${targetEmail}` : t`A member no longer on the site`
        : targetEmail || t`Loading…`;
    return (
      <div className="flex min-h-11 items-center gap-2 rounded-lg border border-navy-200 bg-navy-50 py-1 pr-1 pl-3 text-sm md:max-w-md">
        <p className="min-w-0 flex-1 break-words text-navy-900">
          <span className="font-semibold"><Trans>Member:</Trans> </span>
          {text}
        </p>
        <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={t`Clear the member filter`}>
          <X className="size-4" aria-hidden />
          <Trans>Clear</Trans>
        </Button>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (value) onChange('targetEmail', value);
  };
  return (
    <form onSubmit={submit} className="flex gap-2 md:max-w-md" role="search" aria-label={t`Find a member's entries`}>
      <label htmlFor="audit-member-email" className="sr-only">
        {t`Member's e-mail`}
      </label>
      <Input
        id="audit-member-email"
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder={t`Member's e-mail`}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" variant="outline" className="shrink-0">
        <Trans>Find</Trans>
      </Button>
    </form>
  );
}
