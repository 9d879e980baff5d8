import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import useEmblaCarousel from 'embla-carousel-react';

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
  // Embla spreads options over its defaults, so an undefined watchDrag would switch dragging off.
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, startIndex, duration, ...(watchDrag !== undefined && { watchDrag }) });
  const [selected, setSelected] = useState(startIndex);

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

  const containerStyle: CSSProperties | undefined = canUseEmbla
    ? undefined
    : { transform: `translateX(-${selected * 100}%)`, transition: `transform ${transitionMs}ms ease` };

  return { viewportRef: canUseEmbla ? viewportRef : undefined, selected, step, containerStyle };
}
