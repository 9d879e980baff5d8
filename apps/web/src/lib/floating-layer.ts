import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * What floats over the page on a phone (issue 14 §6): the free-channel popup, the share bar and the
 * WhatsApp button share the bottom of a 390 px screen, so while the popup is open the other two
 * step aside instead of stacking under it; and while a text field has focus (the keyboard is up,
 * the form's submit button near the bottom) the WhatsApp button steps aside too.
 */
let popupOpen = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function setPopupOpen(open: boolean) {
  if (popupOpen === open) return;
  popupOpen = open;
  for (const l of listeners) l();
}

/** Marks the popup open while the calling component shows it. */
export function useHoldsFloatingPopup(open: boolean): void {
  useEffect(() => {
    setPopupOpen(open);
    return () => setPopupOpen(false);
  }, [open]);
}

/** Whether a popup holds the bottom of the screen right now. */
export function useFloatingPopupOpen(): boolean {
  return useSyncExternalStore(subscribe, () => popupOpen, () => false);
}

const EDITABLE = 'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select, [contenteditable="true"]';

function editableFocused(): boolean {
  return typeof document !== 'undefined' && !!document.activeElement?.matches(EDITABLE);
}

function subscribeFocus(listener: () => void) {
  document.addEventListener('focusin', listener);
  document.addEventListener('focusout', listener);
  return () => {
    document.removeEventListener('focusin', listener);
    document.removeEventListener('focusout', listener);
  };
}

/** Whether the visitor is typing in a field (focusout fires before the next focusin, so read it then). */
export function useTypingInField(): boolean {
  return useSyncExternalStore(subscribeFocus, editableFocused, () => false);
}

/** Where the WhatsApp button floats on a phone (right-4 bottom-4 size-14), with a margin around it. */
const CORNER = { right: 16, bottom: 16, size: 56, margin: 8 };

function submitUnderCorner(): boolean {
  const left = window.innerWidth - CORNER.right - CORNER.size - CORNER.margin;
  const top = window.innerHeight - CORNER.bottom - CORNER.size - CORNER.margin;
  for (const button of document.querySelectorAll('button[type="submit"]')) {
    const r = button.getBoundingClientRect();
    if (r.width && r.right > left && r.bottom > top && r.top < window.innerHeight) return true;
  }
  return false;
}

/**
 * Whether a form's submit button passes under the corner where the WhatsApp button floats, checked
 * as the page scrolls or resizes (and once the page has settled): the button then steps aside.
 */
export function useSubmitUnderCorner(enabled: boolean): boolean {
  const [under, setUnder] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setUnder(submitUnderCorner()));
    };
    check();
    const settled = setTimeout(check, 500);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settled);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled]);
  return enabled && under;
}
