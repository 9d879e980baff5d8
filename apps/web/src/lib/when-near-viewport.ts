/**
 * Calls `onNear` once, when `element` first comes within `rootMargin` of the viewport, and stops
 * watching. Returns the way to stop watching sooner (an effect's clean-up).
 */
export function onceNearViewport(element: Element, rootMargin: string, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Resolves once the element with `id` comes within `rootMargin` of the viewport, or the reader
 * first scrolls, whichever is sooner: code for a part of a page far below its first screen is
 * loaded (and that part hydrated) only when a reader heads for it, so a phone's start-up is spent
 * on what it shows first (issue 14 §1), and the code is in well before a scrolling reader gets
 * there. At once on the server and without IntersectionObserver. Waits, frame by frame, for the
 * element to be in the document.
 */
export function whenNearViewport(id: string, rootMargin = '50% 0px'): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let stopWatching: (() => void) | undefined;
    let frame = 0;
    const done = () => {
      stopWatching?.();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', done);
      resolve();
    };
    window.addEventListener('scroll', done, { once: true, passive: true });
    const watch = () => {
      const element = document.getElementById(id);
      if (element) stopWatching = onceNearViewport(element, rootMargin, done);
      else frame = requestAnimationFrame(watch);
    };
    watch();
  });
}
