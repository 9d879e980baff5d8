import { useId, useState } from 'react';
import { BadgeCheck, Clock, ShieldCheck, XCircle } from 'lucide-react';
import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { Trans } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

const PILL = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide uppercase';

export function AdminBadge() {
  return (
    <span className={`${PILL} bg-navy-900 text-emerald-300`}>
      <ShieldCheck className="size-3" aria-hidden /> <Trans>Admin</Trans>
    </span>
  );
}

/**
 * The Profitable badge. Its tooltip opens on hover and focus on desktop and on tap on phones,
 * where there is no hover.
 */
export function ProfitableBadge() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-describedby={id}
        onClick={() => setOpen((v) => !v)}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className={`${PILL} bg-emerald-100 text-emerald-800 hover:bg-emerald-200`}
      >
        <BadgeCheck className="size-3" aria-hidden /> <Trans>Profitable</Trans>
      </button>
      <span
        id={id}
        role="tooltip"
        className={`absolute top-full left-0 z-20 mt-1.5 w-56 rounded-lg bg-navy-950 px-3 py-2 text-xs font-medium text-white shadow-lg ${open ? 'block' : 'hidden'}`}
      >
        {translateShared(COMMUNITY_MSG.profitableTooltip)}
      </span>
    </span>
  );
}

/** On the author's own post that is not in the feed: under review or rejected. */
export function StatusChip({ status }: { status: Post['verificationStatus'] }) {
  if (status === 'pending') {
    return (
      <span className={`${PILL} bg-amber-100 text-amber-900`}>
        <Clock className="size-3" aria-hidden /> <Trans>Under review</Trans>
      </span>
    );
  }
  if (status === 'rejected') {
    return (
      <span className={`${PILL} bg-red-100 text-red-800`}>
        <XCircle className="size-3" aria-hidden /> <Trans>Rejected</Trans>
      </span>
    );
  }
  return null;
}

/** The admin's reason, shown to the author of a rejected post. */
export function RejectionNote({ reason }: { reason: string | null }) {
  return (
    <p className="rounded-lg border border-red-100 bg-red-50 px-3 py-2 text-sm text-red-900">
      <span className="font-semibold">
        <Trans>This post was rejected.</Trans>
      </span>{' '}
      {reason ? <Trans>Reason: {reason}</Trans> : <Trans>No reason was given.</Trans>}
    </p>
  );
}
