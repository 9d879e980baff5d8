import { useEffect, useId, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { randomQuoteIndex, TRADING_QUOTES } from '@tlt/shared/trading-quotes';
import { useLoopCarousel } from '../../../components/ui/use-loop-carousel.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useLingui } from '@lingui/react/macro';

/** community.md §9: a new quote every 15 s, each move taking about 1 s. */
export const QUOTES_AUTOPLAY_MS = 15_000;
export const QUOTES_TRANSITION_MS = 1_000;
/**
 * Embla's `duration` is in its own units, not ms: 38 moves a slide in about 800 ms (measured
 * for the landing testimonials), so 48 gives about 1000 ms.
 */
const EMBLA_DURATION = 48;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const ARROW =
  'flex size-9 items-center justify-center rounded-full text-white/80 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-400';

/**
 * The trading-quotes carousel (community.md §1): random start, autoplay that stops while the
 * pointer or focus is on it, when paused, and for readers who prefer reduced motion. While it
 * plays, screen readers are not interrupted by each change (aria-live off).
 */
export function QuotesCarousel() {
  const { t } = useLingui();
  const titleId = useId();
  const count = TRADING_QUOTES.length;
  const [start] = useState(() => randomQuoteIndex(count));
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const { viewportRef, selected, step, containerStyle } = useLoopCarousel(count, {
    startIndex: start,
    duration: EMBLA_DURATION,
    transitionMs: QUOTES_TRANSITION_MS,
  });
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !reducedMotion && !paused && !hovered && !focused;

  // The card is as tall as the quote on show, not the longest of them (issue 14 §6): the slides
  // keep their own heights and the viewport follows the selected one as it changes or reflows.
  const slides = useRef<(HTMLElement | null)[]>([]);
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const slide = slides.current[selected];
    if (!slide || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(slide.offsetHeight));
    observer.observe(slide);
    return () => observer.disconnect();
  }, [selected]);

  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => step(1), QUOTES_AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [playing, step]);

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-labelledby={titleId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus on the play/pause button itself must not stop the play it just asked for.
      onFocus={(e) => setFocused(!e.target.hasAttribute('data-rotation-control'))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-navy-950 via-navy-900 to-navy-800 p-5 text-white shadow-sm max-lg:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <h2 id={titleId} className="flex items-center gap-2 text-xs font-bold tracking-wider whitespace-nowrap text-emerald-300 uppercase">
          <Quote className="size-4" aria-hidden />
          {t`Trading wisdom`}
        </h2>
        {/* The controls share the heading row, so the card on top of a phone's feed stays short. */}
        <div className="-mr-2 flex shrink-0 items-center">
          <button type="button" className={ARROW} onClick={() => step(-1)} aria-label={t`Previous quote`}>
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className={ARROW}
              data-rotation-control
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? t`Play quotes` : t`Pause quotes`}
            >
              {paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
            </button>
          )}
          <button type="button" className={ARROW} onClick={() => step(1)} aria-label={t`Next quote`}>
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
      </div>

      <div
        ref={viewportRef}
        className="mt-3 overflow-hidden transition-[height] duration-300 motion-reduce:transition-none"
        style={height === undefined ? undefined : { height }}
        aria-live={playing ? 'off' : 'polite'}
      >
        <div className="flex items-start" style={containerStyle}>
          {TRADING_QUOTES.map((q, i) => (
            <div
              key={q.text}
              ref={(el) => {
                slides.current[i] = el;
              }}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${i + 1} of ${count}`}
              aria-current={i === selected ? 'true' : undefined}
              aria-hidden={i === selected ? undefined : true}
              className="min-w-0 shrink-0 grow-0 basis-full px-0.5"
            >
              {/* The traders' own words, quoted as they wrote them (in English on the Hindi page too). */}
              <figure lang="en">
                <blockquote className="text-[15px] leading-relaxed text-white md:text-base">“{q.text}”</blockquote>
                <figcaption className="mt-3 text-sm">
                  <span className="font-semibold text-emerald-300">{q.author}</span>
                  {q.source && <span className="block text-xs text-white/60">{q.source}</span>}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>

    </section>
  );
}
