import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// Each test starts from nothing: no session, no stubbed fetch, no recorded calls on the
// module mocks (the files that mock sonner assert on toast calls), no analytics queue.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  delete window.dataLayer;
});

// jsdom does not implement scrolling; the layout calls it on every route change.
window.scrollTo = () => {};

// jsdom has no matchMedia; report a desktop-sized screen unless a test says otherwise.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
