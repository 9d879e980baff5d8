import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { APPS, type AppId } from '../../lib/site-config.ts';
import { useSiteContact } from '../../lib/site-contact.ts';
import { useLingui } from '@lingui/react/macro';

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden>
      <path d="M4 2.8v18.4c0 .5.5.8 1 .6l10.6-9.2c.3-.3.3-.9 0-1.2L5 2.2c-.5-.2-1 .1-1 .6z" fill="#34d399" />
      <path d="M15.6 11.4 19 9.4c.8.5.8 2.7 0 3.2l-3.4 1.9z" fill="#fbbf24" />
    </svg>
  );
}

function AppleGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden>
      <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.9-.8-3.1-.8c-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3.1.7 2-1.1 2.8-2.3c.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.6zM14.1 5.5c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z" />
    </svg>
  );
}

const BADGE =
  'inline-flex h-12 w-44 items-center gap-2.5 rounded-xl bg-black px-3.5 text-left text-white ring-1 ring-white/15 transition hover:bg-navy-900';

interface StoreBadgeProps {
  href: string;
  /** What the link does, for screen readers; the badge's own lettering is hidden from them. */
  label: string;
  glyph: ReactNode;
  /** The small line above the store's name, as the store's badge guidelines word it. */
  kicker: string;
  uppercase?: boolean;
  store: string;
}

function StoreBadge({ href, label, glyph, kicker, uppercase, store }: StoreBadgeProps) {
  const { t } = useLingui();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={BADGE} aria-label={t`${label} (opens in a new tab)`}>
      {glyph}
      <span className="leading-tight" aria-hidden>
        <span className={cn('block text-[10px] tracking-wide', uppercase && 'uppercase')}>{kicker}</span>
        <span translate="no" className="block text-base font-semibold">{store}</span>
      </span>
    </a>
  );
}

/** "Get it on Google Play" and "Download on the App Store" links for one of our apps. */
export function StoreBadges({ app }: { app: AppId }) {
  const { name } = APPS[app];
  const { t } = useLingui();
  const { playStore, appStore } = useSiteContact().apps[app];
  // A store without the app's address yet shows no badge (issue 26 §8).
  if (!playStore && !appStore) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {playStore && <StoreBadge
        href={playStore}
        label={t`Get ${name} on Google Play`}
        glyph={<PlayGlyph />}
        kicker={t`Get it on`}
        uppercase
        store="Google Play"
      />}
      {appStore && <StoreBadge
        href={appStore}
        label={t`Download ${name} on the App Store`}
        glyph={<AppleGlyph />}
        kicker={t`Download on the`}
        store="App Store"
      />}
    </div>
  );
}
