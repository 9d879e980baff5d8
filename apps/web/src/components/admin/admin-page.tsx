import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

interface AdminPageProps {
  /** A string, or an element when the title is data (a member's name, marked translate="no"). */
  title: ReactNode;
  /** One line under the title saying what the page is for. */
  description?: ReactNode;
  /** Buttons beside the title (Export Excel…); under it on a phone. */
  actions?: ReactNode;
  /** A link back to the list, above the title (a detail page). */
  back?: ReactNode;
  /** max-w-7xl by default; a detail page may be narrower. */
  width?: string;
  children: ReactNode;
}

/** The frame of an admin screen: the "Admin" eyebrow, the title, its actions, then the content. */
export function AdminPage({ title, description, actions, back, width = 'max-w-7xl', children }: AdminPageProps) {
  return (
    <section className={cn('mx-auto w-full space-y-5 px-3 py-6 md:px-6 md:py-10 lg:px-8', width)}>
      {back}
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase [&:lang(hi)]:tracking-normal"><Trans>Admin</Trans></p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-navy-950 md:text-3xl">{title}</h1>
          {description && <p className="mt-1 max-w-2xl text-sm text-navy-700">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
