import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { onceNearViewport } from '../../lib/when-near-viewport.ts';

/** Embla needs both observers; without them (old browsers, jsdom) a plain state-driven slider stands in. */
export const canUseEmbla = typeof IntersectionObserver !== 'undefined' && typeof ResizeObserver !== 'undefined';

/**
 * A looping embla carousel of `count` slides: the viewport ref, the selected slide, `step(±1)`,
 * and the container style for the fallback slider. The style depends on `canUseEmbla`, never
 * on embla having started: React dropping it once embla arrives would wipe embla's own
 * transform (and with it a non-zero start).
 */
export function useLoopCarousel(
  count: number,
  { startIndex = 0, duration, transitionMs, watchDrag }: { startIndex?: number; duration: number; transitionMs: number; watchDrag?: boolean },
) {
  const [selected, setSelected] = useState(startIndex);
  // Embla starts on the slide shown then (an autoplay may have moved on before it started).
  const [startAt, setStartAt] = useState(startIndex);
  // Embla spreads options over its defaults, so an undefined watchDrag would switch dragging off.
  const [emblaViewport, embla] = useEmblaCarousel({ loop: true, startIndex: startAt, duration, ...(watchDrag !== undefined && { watchDrag }) });

  // Embla measures every slide when it starts, a long task on a phone (issue 14 §1): it starts
  // once the carousel comes within a screen of the viewport, not with the page.
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const selectedNow = useRef(selected);
  useEffect(() => {
    selectedNow.current = selected;
  }, [selected]);
  useEffect(() => {
    if (!viewport) return;
    return onceNearViewport(viewport, '100% 0px', () => {
      setStartAt(selectedNow.current);
      emblaViewport(viewport);
    });
  }, [viewport, emblaViewport]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);

  const step = useCallback(
    (by: 1 | -1) => {
      if (!embla) setSelected((i) => (i + by + count) % count);
      else if (by === 1) embla.scrollNext();
      else embla.scrollPrev();
    },
    [embla, count],
  );

  // Never in the server's HTML (the server has no IntersectionObserver): hydration keeps the
  // server's attributes, so a fallback style drawn there stayed under embla, its 800 ms transition
  // fighting embla's own animation and its slides left a third of a card out of line.
  const hydrated = useHydrated();
  const containerStyle: CSSProperties | undefined = canUseEmbla || !hydrated
    ? undefined
    : { transform: `translateX(-${selected * 100}%)`, transition: `transform ${transitionMs}ms ease` };

  return { viewportRef: canUseEmbla ? setViewport : undefined, selected, step, containerStyle };
}
