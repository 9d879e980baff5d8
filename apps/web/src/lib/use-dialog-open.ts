import { useSyncExternalStore } from 'react';

/** Radix (and any) dialogs, the side menu included, are portalled to the end of <body> while open. */
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';

function subscribe(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

const dialogOpen = () => document.body.querySelector(OPEN_DIALOG) !== null;

/** Whether a dialog is on screen now (false on the server). */
export function useDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, dialogOpen, () => false);
}
