import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

interface TileContent {
  title: string;
  text: string;
  icon: LucideIcon;
  /** A small count next to the title (the unread notifications), already as text ("9+"). */
  badge?: string;
  /** The accessible name when a badge says more than the title. */
  label?: string;
}

/** A tile is a page link (`to`) or opens something in place (`onOpen`: the calculator dialog). */
export type DashboardTileProps = TileContent & ({ to: string; onOpen?: never; onPreload?: never } | { onOpen: () => void; onPreload?: () => void; to?: never });

// Phones: icon beside the words, so five tiles fit in two screens; wider: the icon above.
const TILE =
  'group grid h-full w-full grid-cols-[auto_1fr] content-start gap-x-4 rounded-2xl border border-navy-100 bg-white p-5 text-left shadow-sm sm:flex sm:flex-col sm:p-6 transition hover:-translate-y-0.5 hover:border-emerald-300 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500';

function Body({ title, text, icon: Icon, badge, cta }: TileContent & { cta: string }): ReactNode {
  return (
    <>
      <span className="row-span-2 flex size-12 items-center justify-center rounded-xl bg-navy-950 text-emerald-300">
        <Icon className="size-6" aria-hidden />
      </span>
      <span className="flex items-center gap-2 text-lg font-bold text-navy-950 sm:mt-5">
        {title}
        {badge && (
          <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-navy-950 tabular-nums" aria-hidden>
            {badge}
          </span>
        )}
      </span>
      <span className="mt-1 flex-1 text-sm text-navy-700">{text}</span>
      <span className="mt-5 hidden items-center gap-1 text-sm font-semibold text-emerald-800 sm:inline-flex" aria-hidden>
        {cta} <ArrowRight className="size-4 transition group-hover:translate-x-1" />
      </span>
    </>
  );
}

export function DashboardTile(props: DashboardTileProps) {
  const { t } = useLingui();
  const { label } = props;
  if (props.to !== undefined) {
    return (
      <Link to={props.to} className={TILE} aria-label={label}>
        <Body {...props} cta={t`Open`} />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={TILE}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={props.onOpen}
      onPointerEnter={props.onPreload}
      onFocus={props.onPreload}
    >
      <Body {...props} cta={t`Open`} />
    </button>
  );
}
