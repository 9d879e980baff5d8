import { CheckCircle2, RotateCcw } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactQuery } from '@tlt/shared/contact';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSetQueryActive } from '../api/queries.ts';

/** Active (waiting for an answer) or Resolved (spec §4: Active to Resolved). */
export function QueryStatusBadge({ query }: { query: ContactQuery }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        query.active ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
      )}
    >
      {query.active ? <Trans>Active</Trans> : <Trans>Resolved</Trans>}
    </span>
  );
}

/** "Resolve" on an active query (one by one, spec §2); "Reopen" on a resolved one, for a click made by mistake. */
export function QueryAction({ query }: { query: ContactQuery }) {
  const { t } = useLingui();
  const change = useSetQueryActive();
  const name = query.name;
  const busy = change.isPending;
  return query.active ? (
    <Button size="sm" variant="secondary" disabled={busy} aria-label={t`Resolve query from ${name}`}
      onClick={() => change.mutate({ id: query._id, active: false })}>
      <CheckCircle2 className="size-4" aria-hidden />
      {busy ? t`Resolving…` : t`Resolve`}
    </Button>
  ) : (
    <Button size="sm" variant="outline" disabled={busy} aria-label={t`Reopen query from ${name}`}
      onClick={() => change.mutate({ id: query._id, active: true })}>
      <RotateCcw className="size-4" aria-hidden />
      <Trans>Reopen</Trans>
    </Button>
  );
}
