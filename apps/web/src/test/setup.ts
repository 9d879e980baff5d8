import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import { type ComponentType, createElement, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n.ts';

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

// Every render is inside Lingui's provider, in English, as the app's root puts it (app/app-root.tsx):
// a component's words come from the macros whichever way a test draws it.
i18n.loadAndActivate({ locale: 'en', messages: {} });
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof import('@testing-library/react')>();
  type Wrapper = ComponentType<{ children: ReactNode }> | undefined;
  const withI18n = (Inner: Wrapper) =>
    function I18nWrapper({ children }: { children: ReactNode }) {
      return createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
    };
  return {
    ...rtl,
    render: ((ui: ReactNode, options?: RenderOptions) =>
      rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper as Wrapper) })) as typeof rtl.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: RenderHookOptions<unknown>) =>
      rtl.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper as Wrapper) })) as typeof rtl.renderHook,
  };
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
