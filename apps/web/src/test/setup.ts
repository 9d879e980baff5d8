import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait for the event itself; 1 s (the default) is shorter than a page of 100 cards
// takes to draw in jsdom on a busy 2-core machine (CI runs the suites beside each other).
configure({ asyncUtilTimeout: 5000 });

// Every file sees sonner's toast functions as mocks, so a test can assert on toast.error and
// toast.success; they still call through, so a test that mounts a <Toaster /> sees its toasts.
vi.mock('sonner', async (importOriginal) => {
  const sonner = await importOriginal<typeof import('sonner')>();
  const { error, success, info, warning } = sonner.toast;
  const toast = Object.assign(vi.fn(sonner.toast), sonner.toast, {
    error: vi.fn(error),
    success: vi.fn(success),
    info: vi.fn(info),
    warning: vi.fn(warning),
  });
  return { ...sonner, toast };
});

// Each test starts from nothing: no session, no stubbed fetch, no recorded calls on the
// module mocks (sonner's toasts above), no analytics queue.
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
