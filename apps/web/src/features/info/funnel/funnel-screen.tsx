import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CircleCheck } from 'lucide-react';
import type { FunnelCopy } from '@tlt/shared/content/pages';
import { buttonStyles } from '../../../components/ui/button.tsx';

interface FunnelScreenProps {
  copy: FunnelCopy;
  /** The page's one call to action. */
  to: string;
  /** A quieter secondary line under the button (e.g. the e-book page's webinar link). */
  extra?: ReactNode;
  /** Takes the reasons' place on the right, the reasons moving under the text (the e-book's gift form). */
  aside?: ReactNode;
}

/**
 * A one-screen funnel page: headline, three reasons, a single button. With an `aside` (the e-book's
 * gift form) the reasons move under the text, and on phones the aside comes before the button.
 */
export function FunnelScreen({ copy, to, extra, aside }: FunnelScreenProps) {
  const intro = (
    <>
      <p className="text-sm font-semibold tracking-widest text-emerald-300 uppercase">{copy.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance md:text-5xl lg:text-6xl">{copy.headline}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-navy-100 lg:mx-0">{copy.text}</p>
    </>
  );
  const action = (
    <div className="flex flex-col items-center gap-4 lg:items-start">
      <Link to={to} className={buttonStyles('primary', 'lg', 'w-full max-w-sm sm:w-auto')}>
        {copy.ctaLabel} <ArrowRight className="size-5" aria-hidden />
      </Link>
      {extra}
      <p className="text-sm text-navy-200">{copy.note}</p>
    </div>
  );
  return (
    <section className="relative flex min-h-[calc(100dvh-4rem)] flex-1 items-center overflow-hidden border-b border-white/10 bg-navy-950 text-white lg:min-h-[calc(100dvh-4.5rem)]">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-emerald-500/15 blur-3xl"
      />
      {aside ? (
        <div className="relative mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 md:px-6 md:py-20 lg:grid-cols-[1.15fr_1fr] lg:gap-x-10">
          <div className="text-center lg:col-start-1 lg:row-start-1 lg:self-end lg:text-left">
            {intro}
            <Points points={copy.points} className="mx-auto mt-6 hidden max-w-xl space-y-2 text-left lg:mx-0 lg:block" />
          </div>
          <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-5 text-navy-950 shadow-xl md:p-7 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
            {aside}
          </div>
          <div className="lg:col-start-1 lg:row-start-2 lg:self-start">{action}</div>
        </div>
      ) : (
        <div className="relative mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-12 md:px-6 md:py-20 lg:grid-cols-[1.15fr_1fr]">
          <div className="text-center lg:text-left">
            {intro}
            <div className="mt-8">{action}</div>
          </div>
          <Points points={copy.points} className="mx-auto w-full max-w-md space-y-3 rounded-3xl border border-white/10 bg-white/5 p-5 backdrop-blur md:p-7" />
        </div>
      )}
    </section>
  );
}

function Points({ points, className }: { points: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className="flex items-start gap-3 text-base text-navy-50">
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-300" aria-hidden />
          {point}
        </li>
      ))}
    </ul>
  );
}
