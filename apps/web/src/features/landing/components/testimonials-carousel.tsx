import type { KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { LandingValue } from '@tlt/shared/content/landing';
import { useLoopCarousel } from '../../../components/ui/use-loop-carousel.ts';
import { chunk } from '../lib/chunk.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import { useLingui } from '@lingui/react/macro';

type Testimonial = LandingValue<'testimonials'>['items'][number];

/**
 * Spec §2/§9: slides of 3, arrows only, infinite loop, no autoplay, swiping off, ~800 ms
 * transitions (embla's duration is in its own units, not ms; at 38 a slide travels 95% of the
 * way in about 800 ms, measured in Chromium).
 */
export const CAROUSEL_OPTIONS = { loop: true, watchDrag: false, duration: 38 } as const;

export default function TestimonialsCarousel({ items, label }: { items: Testimonial[]; label: string }) {
  const slides = chunk(items, 3);
  const { t } = useLingui();
  const total = slides.length;
  const { viewportRef, selected, step, containerStyle } = useLoopCarousel(slides.length, {
    duration: CAROUSEL_OPTIONS.duration,
    watchDrag: CAROUSEL_OPTIONS.watchDrag,
    transitionMs: 800,
  });

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
    else return;
    e.preventDefault();
  }

  const arrow =
    'flex size-11 shrink-0 items-center justify-center rounded-full border border-navy-200 bg-white text-navy-900 shadow-sm transition hover:bg-navy-50';
  return (
    <div
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      className="mt-10 flex flex-wrap items-center justify-center gap-4 rounded-2xl md:flex-nowrap"
    >
      <button type="button" className={arrow} onClick={() => step(-1)} onKeyDown={onKeyDown} aria-label={t`Previous testimonials`}>
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      {/* Phones: slides full width, both arrows below them. */}
      <div ref={viewportRef} className="order-first min-w-0 basis-full overflow-hidden md:order-none md:basis-auto md:flex-1">
        <div
          className="flex"
          style={containerStyle}
        >
          {slides.map((slide, i) => {
            const position = i + 1;
            return (
            <div
              key={i}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${total}`}
              aria-current={i === selected ? 'true' : undefined}
              className="grid min-w-0 shrink-0 grow-0 basis-full gap-4 px-1 md:grid-cols-3 md:gap-5"
            >
              {slide.map((t) => (
                <TestimonialCard key={t.name} t={t} />
              ))}
            </div>
            );
          })}
        </div>
      </div>
      <button type="button" className={arrow} onClick={() => step(1)} onKeyDown={onKeyDown} aria-label={t`Next testimonials`}>
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </div>
  );
}
