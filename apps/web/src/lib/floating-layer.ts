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

/** A place at the bottom of the screen where something floats: its side, gaps and size, in px. */
export interface FloatingArea {
  side: 'left' | 'right';
  inset: number;
  bottom: number;
  width: number;
  height: number;
}

/** Where the WhatsApp button floats (right-4 bottom-4 on a phone, right-6 bottom-6 from md; size-14). */
export function contactCorner(isPhone: boolean): FloatingArea {
  const gap = isPhone ? 16 : 24;
  return { side: 'right', inset: gap, bottom: gap, width: 56, height: 56 };
}

/** What floats must not cover: text a visitor reads and anything they press or fill in. */
export const READABLE = 'h1, h2, h3, h4, h5, h6, p, li, blockquote, figcaption, label, a, button, input, textarea, select';
/** What a popup the size of a card must not cover: the headings a visitor scans the page by (issue 26 §11). */
export const HEADINGS = 'h1, h2, h3';
/** Text blocks are measured by their text (a paragraph's own box spans the column, text or not). */
const TEXT_BLOCK = /^(H[1-6]|P|LI|BLOCKQUOTE|FIGCAPTION|LABEL)$/;
/** Clear space kept around the area. */
const MARGIN = 8;

function readableBox(el: Element): DOMRect {
  if (!TEXT_BLOCK.test(el.tagName)) return el.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(el);
  return range.getBoundingClientRect();
}

/** Whether anything readable or pressable (or what `what` selects) lies under the area (what floats itself is left out). */
export function contentUnder(area: FloatingArea, what = READABLE): boolean {
  const left = area.side === 'right' ? window.innerWidth - area.inset - area.width - MARGIN : area.inset - MARGIN;
  const right = left + area.width + 2 * MARGIN;
  const top = window.innerHeight - area.bottom - area.height - MARGIN;
  const hits = (r: DOMRect) => r.width > 0 && r.height > 0 && r.right > left && r.left < right && r.bottom > top && r.top < window.innerHeight;
  for (const el of document.querySelectorAll(what)) {
    // Cheap test first: most of the page is nowhere near the area.
    if (!hits(el.getBoundingClientRect()) || el.closest('[data-floating], [data-sonner-toaster]')) continue;
    if (hits(readableBox(el)) && getComputedStyle(el).visibility !== 'hidden') return true;
  }
  return false;
}

/** How long the page must rest with nothing under the area before what floats comes back. */
const COME_BACK_AFTER_MS = 250;

/**
 * How many floating areas are still deciding (a check queued or a come-back pending). While any
 * is, the root carries `data-floating-settling`, so a test (or anything else) can wait for the
 * page to settle on the event itself instead of for a guessed time.
 */
let settling = 0;
function markSettling(delta: 1 | -1): void {
  settling += delta;
  document.documentElement.toggleAttribute('data-floating-settling', settling > 0);
}

/**
 * Whether text or a control lies under a floating area, checked as the page scrolls, resizes or
 * changes: what floats there then steps aside at once, and comes back only once the page has
 * rested with the area clear, so it never covers what a visitor reads or presses and does not
 * flicker over the gaps between paragraphs (issue 14 §6). Page endings leave it room.
 */
export function useContentUnder(enabled: boolean, area: FloatingArea, what = READABLE): boolean {
  const [under, setUnder] = useState(true);
  const { side, inset, bottom, width, height } = area;
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let comeBack: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    const setPending = (now: boolean) => {
      if (pending === now) return;
      pending = now;
      markSettling(now ? 1 : -1);
    };
    const check = () => {
      cancelAnimationFrame(frame);
      setPending(true);
      frame = requestAnimationFrame(() => {
        clearTimeout(comeBack);
        if (contentUnder({ side, inset, bottom, width, height }, what)) {
          setUnder(true);
          setPending(false);
        } else {
          comeBack = setTimeout(() => {
            setUnder(contentUnder({ side, inset, bottom, width, height }, what));
            setPending(false);
          }, COME_BACK_AFTER_MS);
        }
      });
    };
    check();
    // Content that arrives or opens later (data, an accordion) changes what is under the area too.
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'open', 'aria-expanded'] });
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(comeBack);
      setPending(false);
      observer.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, side, inset, bottom, width, height, what]);
  return enabled && under;
}

/**
 * The bottom padding of a page's last line on a phone: room for the WhatsApp button and the share
 * bar (6rem), or for an open popup when it is taller (`--floating-room`, from useFloatingRoom).
 */
export const PHONE_ROOM_AT_PAGE_END = 'max-md:pb-[max(6rem,var(--floating-room,0px))]';

/**
 * While a popup floats at the bottom of the screen, the page's end leaves room for it (its height
 * and bottom gap, in `--floating-room` on the root), so at the end of the page it covers nothing.
 */
export function useFloatingRoom(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const r = element.getBoundingClientRect();
      root.style.setProperty('--floating-room', `${Math.ceil(window.innerHeight - r.top + 16)}px`);
    };
    measure();
    // Everywhere but jsdom; without it the room follows window resizes only.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--floating-room');
    };
  }, [element]);
}
