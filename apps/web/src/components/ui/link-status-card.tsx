import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card.tsx';

/** The page of a link opened from a mail (confirm a new e-mail, unsubscribe): one card, centred. */
export function LinkStatusPage({ children }: { children: ReactNode }) {
  return (
    <section className="flex flex-1 items-start justify-center bg-gradient-to-b from-navy-50 to-slate-50 px-4 py-10 md:items-center md:py-16">
      <Card className="w-full max-w-md p-6 md:p-8">{children}</Card>
    </section>
  );
}

/** Such a page's message: an icon, a heading and one line. */
export function LinkStatusMessage({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <>
      <span className="flex size-12 items-center justify-center rounded-xl bg-navy-950 text-emerald-300">
        <Icon className="size-6" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-navy-950">{title}</h1>
      <p className="mt-2 text-sm text-navy-700">{text}</p>
    </>
  );
}
