import type { ReactNode } from 'react';

interface DetailSectionProps {
  id: string;
  title: string;
  /** A count or a button beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One block of the member page, titled for screen-reader navigation (a region named by its heading). */
export function DetailSection({ id, title, aside, children }: DetailSectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-navy-950">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
