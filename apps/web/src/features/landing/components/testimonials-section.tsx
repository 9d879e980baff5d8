import { lazy, Suspense } from 'react';
import { useLandingContent } from '../api/get-landing-content.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import { LandingHeading } from './landing-heading.tsx';
import { useLingui } from '@lingui/react/macro';

// The carousel library loads on its own; until then the first slide shows as a plain grid.
const TestimonialsCarousel = lazy(() => import('./testimonials-carousel.tsx'));

/** Members' words, once there are real ones (sample testimonials are left out: issue 26 §8). */
export function TestimonialsSection() {
  const content = useLandingContent('testimonials');
  const { t } = useLingui();
  if (content.items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 md:pr-6 md:pl-16 lg:pr-8">
        <LandingHeading id="testimonials-title" title={content.heading} className="text-center" />
        <Suspense
          fallback={
            <ul className="mt-10 grid gap-5 md:grid-cols-3">
              {content.items.slice(0, 3).map((t) => (
                <li key={t.name}>
                  <TestimonialCard t={t} />
                </li>
              ))}
            </ul>
          }
        >
          <TestimonialsCarousel items={content.items} label={t`Testimonials`} />
        </Suspense>
      </div>
    </section>
  );
}
