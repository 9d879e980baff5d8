import { useSyncExternalStore } from 'react';

/**
 * The visitor's answer on Google Analytics and the Meta pixel (issue 26 §5): they load only after
 * Accept. The answer is remembered in localStorage; the footer's "Cookie settings" opens the prompt
 * again. The first-party page views (decision 0008) set no cookie and need no consent.
 */
export type TrackerConsent = 'granted' | 'denied';

export const CONSENT_KEY = 'trackerConsent';

interface State {
  /** A tracker is configured, so there is something to ask about. */
  needed: boolean;
  choice: TrackerConsent | null;
  /** The prompt is on screen. */
  open: boolean;
}

const listeners = new Set<() => void>();
const SERVER: State = { needed: false, choice: null, open: false };
let state: State | undefined;

function readChoice(): TrackerConsent | null {
  try {
    const v = window.localStorage.getItem(CONSENT_KEY);
    return v === 'granted' || v === 'denied' ? v : null;
  } catch {
    return null;
  }
}

const current = (): State => (state ??= { needed: false, choice: readChoice(), open: false });

function set(next: Partial<State>): void {
  state = { ...current(), ...next };
  for (const l of listeners) l();
}

export function trackerConsent(): TrackerConsent | null {
  return current().choice;
}

/** The tracker found a configured vendor: ask when the visitor has not answered yet. */
export function consentNeeded(): void {
  set({ needed: true, open: current().open || current().choice === null });
}

/** Accept or Decline on the prompt: remembered, and the prompt closes. */
export function chooseTrackerConsent(choice: TrackerConsent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Private mode: the answer holds for this page only.
  }
  set({ choice, open: false });
}

/** The footer's "Cookie settings". */
export function openConsentPrompt(): void {
  set({ open: true });
}

export function onConsentChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

export function useTrackerConsent(): State {
  return useSyncExternalStore(onConsentChange, current, () => SERVER);
}

/** Tests start from a visitor who has not answered. */
export function resetTrackerConsentForTests(): void {
  state = undefined;
}
