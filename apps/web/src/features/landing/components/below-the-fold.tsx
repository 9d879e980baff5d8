import { BlogsBrief } from './blogs-brief.tsx';
import { CountersStrip } from './counters-strip.tsx';
import { EmiBanner } from './emi-banner.tsx';
import { ExpertsSection } from './experts-section.tsx';
import { LandingClosing } from './landing-closing.tsx';
import { SubscribeSection } from './subscribe-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';
import { VideoSection } from './video-section.tsx';

/**
 * Everything under the first screens, in a chunk of its own so `/` starts light. One element around
 * them (`display: contents`, so the layout is the sections' own): the browser hydrates this HTML while
 * its code is still not loaded, and Preact keeps a suspended component's server-drawn DOM only as far
 * as its first node when the server drew it without Suspense markers (as it does once the chunk is
 * loaded in the server's renderer); a fragment of sections kept the first and dropped the rest.
 */
export default function BelowTheFold() {
  return (
    <div className="contents">
      <ExpertsSection />
      <TestimonialsSection />
      <EmiBanner />
      <BlogsBrief />
      <CountersStrip />
      <VideoSection />
      <SubscribeSection />
      <LandingClosing />
    </div>
  );
}
