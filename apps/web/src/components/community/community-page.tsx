import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { CommunityTopBar } from './community-top-bar.tsx';
import { Trans } from '@lingui/react/macro';

/** A community page under the top bar: one centred column (`max-w-2xl` for reading, `3xl` for lists of charts). */
export function CommunityPage({ width, className, children }: { width: 'max-w-2xl' | 'max-w-3xl'; className: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col">
      <CommunityTopBar />
      <div className={cn('mx-auto w-full space-y-4 px-3 md:px-6', width, className)}>{children}</div>
    </div>
  );
}

/** A list page's title and line, with the admin's create button beside them. */
export function CommunityPageHeading({ title, intro, create }: { title: string; intro: string; create?: { label: string; onClick: () => void } }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-navy-950">{title}</h1>
        <p className="mt-0.5 text-sm text-navy-600">{intro}</p>
      </div>
      {create && (
        <Button size="sm" onClick={create.onClick}>
          <Plus className="size-4" aria-hidden /> {create.label}
        </Button>
      )}
    </div>
  );
}

/** An item page's way back to its list (or the view it came from). */
export function GoBackLink({ to, state }: { to: string; state?: unknown }) {
  return (
    <Link to={to} state={state} className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-navy-950">
      <ArrowLeft className="size-4" aria-hidden /> <Trans>Go Back</Trans>
    </Link>
  );
}
