import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}

/** The dark band that opens every info page: the page's one h1 and a short lead. */
export function PageIntro({ eyebrow, title, intro, children }: PageIntroProps) {
  return (
    <header className="bg-navy-950 text-white">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center md:px-6 md:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-emerald-300 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance md:text-5xl">{title}</h1>
        {intro && <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-navy-100 md:text-lg">{intro}</p>}
        {children}
      </div>
    </header>
  );
}
