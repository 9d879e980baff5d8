import { lazy, useState, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A lazily loaded page that can also be loaded ahead of its first render. */
export interface LazyPage {
  (): React.JSX.Element;
  preload: () => Promise<void>;
}

/**
 * React.lazy plus preload(). Once the module is in, the page renders directly rather than
 * through lazy, so the app's first render (main.tsx preloads the page at the address) draws
 * the page at once. Through lazy, the page would appear in a Suspense retry, and React holds a
 * retry's commit for at least 300 ms after the fallback and until its eager images have loaded:
 * that kept the first paint of a page's text waiting for pictures further down (Lighthouse LCP).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
      },
      (err: unknown) => {
        pending = undefined; // a later attempt (lazy's, or the error page's retry) loads afresh
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Page() {
    // Chosen once per mount, so a page drawn through lazy is never swapped (remounted) afterwards.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Page.preload = preload;
  return Page;
}
