import { BlogsBrief } from './blogs-brief.tsx';
import { CountersStrip } from './counters-strip.tsx';
import { EmiBanner } from './emi-banner.tsx';
import { ExpertsSection } from './experts-section.tsx';
import { LandingClosing } from './landing-closing.tsx';
import { SubscribeSection } from './subscribe-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';
import { VideoSection } from './video-section.tsx';

/** Everything under the first screens, in a chunk of its own so `/` starts light. */
export default function BelowTheFold() {
  return (
    <>
      <ExpertsSection />
      <TestimonialsSection />
      <EmiBanner />
      <BlogsBrief />
      <CountersStrip />
      <VideoSection />
      <SubscribeSection />
      <LandingClosing />
    </>
  );
}
