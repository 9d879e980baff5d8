import { BellRing, Calculator, GraduationCap, LayoutDashboard, Newspaper, UsersRound, type LucideIcon } from 'lucide-react';
import type { WHAT_YOU_GET_ICONS } from '@tlt/shared/content/landing';
import { useLandingContent } from '../api/get-landing-content.ts';
import { Trans } from '@lingui/react/macro';

const ICONS: Record<(typeof WHAT_YOU_GET_ICONS)[number], LucideIcon> = {
  alerts: BellRing,
  newsletter: Newspaper,
  community: UsersRound,
  hub: LayoutDashboard,
  calculator: Calculator,
  courses: GraduationCap,
};

export function WhatYouGet() {
  const content = useLandingContent('whatYouGet');
  return (
    <section id="what-you-get" aria-labelledby="what-you-get-title" className="scroll-mt-20 bg-slate-50 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 md:pr-6 md:pl-16 lg:pr-8">
        <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase"><Trans>Membership</Trans></p>
        <h2 id="what-you-get-title" className="mt-2 text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
          {content.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-navy-700">{content.intro}</p>
        <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {content.items.map(({ icon, title, text }) => {
            const Icon = ICONS[icon];
            return (
              <li
                key={title}
                className="flex gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm transition hover:shadow-md md:block md:p-6"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-950 text-emerald-300 md:size-12">
                  <Icon className="size-6" aria-hidden />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-navy-950 md:mt-5">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-navy-700 md:mt-2">{text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
