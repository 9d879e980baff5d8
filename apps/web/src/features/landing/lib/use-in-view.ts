import { useEffect, useRef, useState } from 'react';
import { onceNearViewport } from '../../../lib/when-near-viewport.ts';

/** True once the element has entered the viewport (one-shot). Without IntersectionObserver, at once. */
export function useInView<T extends Element>(rootMargin = '0px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || inView) return;
    return onceNearViewport(el, rootMargin, () => setInView(true));
  }, [inView, rootMargin]);
  return { ref, inView };
}
