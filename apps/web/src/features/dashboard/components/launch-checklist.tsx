import { CheckCircle2, Circle, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { useLaunchChecklist } from '../api/get-launch-checklist.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The launch checklist (issue 14 §3): what still shows a placeholder (support contacts, links,
 * videos, photos, logos, the invoices' seller), each linking to the field that sets it. The server
 * judges (GET /api/admin/launch-checklist); once nothing is left it says so in one line.
 */
export function LaunchChecklist({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const list = useLaunchChecklist(enabled);
  if (!enabled || list.isPending) return null;
  if (list.isError) return <div className="mt-8"><LoadError message={t`The launch checklist could not be loaded.`} onRetry={() => void list.refetch()} /></div>;
  const { items, pending } = list.data;
  const left = items.filter((i) => i.pending);
  const done = items.filter((i) => !i.pending);
  const doneCount = done.length;
  if (pending === 0) {
    return (
      <p className="mt-8 flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm font-semibold text-emerald-900">
        <CheckCircle2 className="size-5" aria-hidden /> <Trans>Launch checklist: every placeholder has been replaced.</Trans>
      </p>
    );
  }
  return (
    <section aria-labelledby="launch-checklist" className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-4 md:p-6">
      <h2 id="launch-checklist" className="flex items-center gap-2 text-xl font-bold text-navy-950">
        <Rocket className="size-5 text-amber-700" aria-hidden />{' '}
        {pending === 1 ? <Trans>Before launch: {pending} placeholder left</Trans> : <Trans>Before launch: {pending} placeholders left</Trans>}
      </h2>
      <p className="mt-1 text-sm text-navy-700">
        <Trans>The site still shows these sample values. Set the real ones:</Trans>
      </p>
      <ul className="mt-4 grid gap-2 md:grid-cols-2">
        {left.map((i) => (
          <li key={i.id} className="flex items-start gap-2 text-sm">
            <Circle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
            <Link to={i.href} className="font-semibold text-navy-900 underline decoration-amber-400 underline-offset-2 hover:text-emerald-800">
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
      {done.length > 0 && (
        <details className="mt-4 text-sm text-navy-700">
          <summary className="cursor-pointer font-semibold">
            <Trans>Done ({doneCount})</Trans>
          </summary>
          <ul className="mt-2 space-y-1">
            {done.map((i) => (
              <li key={i.id} className="flex items-center gap-2">
                <CheckCircle2 className="size-4 text-emerald-700" aria-hidden /> {i.label}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
