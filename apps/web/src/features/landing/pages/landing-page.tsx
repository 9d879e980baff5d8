import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { whenNearViewport } from '../../../lib/when-near-viewport.ts';
import { ChannelPopup } from '../components/channel-popup.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { ProofSection } from '../components/proof-section.tsx';
import { ScrollTopButton } from '../components/scroll-top-button.tsx';
import { ShareBar } from '../components/share-bar.tsx';
import { WhatYouGet } from '../components/what-you-get.tsx';
import { useLingui } from '@lingui/react/macro';

/** Holds the sections under the first screens: their code loads as a reader scrolls near them. */
const BELOW_THE_FOLD_ID = 'below-the-fold';
const BelowTheFold = lazy(() => whenNearViewport(BELOW_THE_FOLD_ID).then(() => import('../components/below-the-fold.tsx')));

/**
 * True once the first screen has been painted. The sections below it load and render only then,
 * and in a transition (in small slices), so the hero paints without waiting for their code and
 * a phone's main thread is not blocked while they render. A server-rendered page already holds
 * them: true from the start, so hydration keeps that HTML and hydrates it once their code is in.
 */
function useAfterFirstPaint(): boolean {
  const serverHtml = !useHydrated();
  const [painted, setPainted] = useState(serverHtml);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the callback runs after that frame has been drawn.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

const belowTheFoldPlaceholder = <div className="min-h-screen bg-white" aria-busy="true" />;

/**
 * The landing page in the spec's order (§2 Landing page). Its header (the 'landing' variant,
 * floating over the hero, sticky once scrolled past) and the contact button come from the root layout.
 */
export default function LandingPage() {
  const painted = useAfterFirstPaint();
  const { t } = useLingui();
  usePageMeta({
    title: 'The Lazy Trader',
    description: t`Learn trading from experts with a 20+ year track record: real-time trade alerts with stop loss and rationale, a members-only community and two video masterclasses.`,
  });
  // The same elements until `painted` changes: when useHydrated flips right after hydration, this
  // page renders again but its sections do not (a whole-page render at once is a long task on a phone).
  return useMemo(
    () => (
      <>
        <ShareBar />
        <LandingHero />
        <ProofSection />
        <WhatYouGet />
        {/* Server-drawn, these sections show at once and stay as drawn until their code is in. */}
        <div id={BELOW_THE_FOLD_ID}>
          <Suspense fallback={belowTheFoldPlaceholder}>{painted ? <BelowTheFold /> : belowTheFoldPlaceholder}</Suspense>
        </div>
        <ScrollTopButton />
        <ChannelPopup />
      </>
    ),
    [painted],
  );
}
