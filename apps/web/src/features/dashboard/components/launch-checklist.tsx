import { CheckCircle2, Circle, Languages, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import type { NotInHindiItem } from '@tlt/shared/content/launch-checklist';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { useLaunchChecklist } from '../api/get-launch-checklist.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

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
  const { items, pending, notInHindi } = list.data;
  return (
    <>
      <Placeholders items={items} pending={pending} />
      <NotYetInHindi items={notInHindi} />
    </>
  );
}

function Placeholders({ items, pending }: { items: { id: string; label: string; pending: boolean; href: string }[]; pending: number }) {
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
        {left.map((i) => <ToDo key={i.id} item={{ href: i.href, label: translateShared(i.label) }} tone="amber" />)}
      </ul>
      {done.length > 0 && (
        <details className="mt-4 text-sm text-navy-700">
          <summary className="cursor-pointer font-semibold">
            <Trans>Done ({doneCount})</Trans>
          </summary>
          <ul className="mt-2 space-y-1">
            {done.map((i) => (
              <li key={i.id} className="flex items-center gap-2">
                <CheckCircle2 className="size-4 text-emerald-700" aria-hidden /> {translateShared(i.label)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/**
 * The text fields whose Hindi is empty (issue 30 §4): Hindi pages show their English until it is
 * set. Each links to the field's Hindi box in the content editor.
 */
function NotYetInHindi({ items }: { items: NotInHindiItem[] }) {
  if (items.length === 0) return null;
  const count = items.length;
  return (
    <section aria-labelledby="not-in-hindi" className="mt-6 rounded-2xl border border-navy-100 bg-white p-4 md:p-6">
      <h2 id="not-in-hindi" className="flex items-center gap-2 text-xl font-bold text-navy-950">
        <Languages className="size-5 text-emerald-700" aria-hidden />{' '}
        {count === 1 ? <Trans>Not yet in Hindi: {count} field</Trans> : <Trans>Not yet in Hindi: {count} fields</Trans>}
      </h2>
      <p className="mt-1 text-sm text-navy-700">
        <Trans>Hindi pages show the English of these fields until their Hindi is set:</Trans>
      </p>
      <ul className="mt-4 max-h-80 space-y-2 overflow-y-auto">
        {items.map((i) => <ToDo key={`${i.key}:${i.path}`} item={{ href: i.href, label: fieldPathLabel(i.label) }} tone="emerald" />)}
      </ul>
    </section>
  );
}

/**
 * "FAQs page › Items 3 › Answer" in the page's language: each step through the shared catalogue
 * (the keys' titles are there), a list item's number kept.
 */
function fieldPathLabel(label: string): string {
  return label
    .split(' › ')
    .map((step) => {
      const [, words, number] = /^(.*?)( \d+)?$/.exec(step)!;
      return `${translateShared(words)}${number ?? ''}`;
    })
    .join(' › ');
}

const TONES = {
  amber: { icon: 'text-amber-700', line: 'decoration-amber-400' },
  emerald: { icon: 'text-navy-500', line: 'decoration-emerald-400' },
} as const;

/** One thing left to do: a link to the field that sets it. */
function ToDo({ item, tone }: { item: { label: string; href: string }; tone: keyof typeof TONES }) {
  return (
    <li className="flex items-start gap-2 text-sm">
      <Circle className={`mt-0.5 size-4 shrink-0 ${TONES[tone].icon}`} aria-hidden />
      <Link to={item.href} className={`font-semibold text-navy-900 underline ${TONES[tone].line} underline-offset-2 hover:text-emerald-800`}>
        {item.label}
      </Link>
    </li>
  );
}
