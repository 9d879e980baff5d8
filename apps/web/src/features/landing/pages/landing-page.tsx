import { lazy, Suspense } from 'react';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ChannelPopup } from '../components/channel-popup.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { ProofSection } from '../components/proof-section.tsx';
import { ScrollTopButton } from '../components/scroll-top-button.tsx';
import { ShareBar } from '../components/share-bar.tsx';
import { WhatYouGet } from '../components/what-you-get.tsx';

const BelowTheFold = lazy(() => import('../components/below-the-fold.tsx'));

/**
 * The landing page in the spec's order (§2 Landing page). Its header (the 'landing' variant,
 * floating over the hero, sticky once scrolled past) and the contact button come from the root layout.
 */
export default function LandingPage() {
  usePageMeta({
    title: 'The Lazy Trader',
    description:
      'Learn trading from experts with a 20+ year track record: real-time trade alerts with stop loss and rationale, a members-only community and two video masterclasses.',
  });
  return (
    <>
      <ShareBar />
      <LandingHero />
      <ProofSection />
      <WhatYouGet />
      <Suspense fallback={<div className="min-h-screen bg-white" aria-busy="true" />}>
        <BelowTheFold />
      </Suspense>
      <ScrollTopButton />
      <ChannelPopup />
    </>
  );
}
