import { lazy, Suspense, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { User } from '@tlt/shared/user';
import { ACCOUNT_TRIGGER_CLASS, Avatar } from './avatar.tsx';
import { useLingui } from '@lingui/react/macro';

// The dropdown (Radix menu and its positioning) loads only for signed-in users; guests never need it.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })));

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** The same button as the menu's trigger, shown while the menu's code loads, so nothing shifts. */
function PlaceholderTrigger({ user, onOpen, hadFocus }: { user: User; onOpen: () => void; hadFocus: RefObject<boolean> }) {
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const el = button.current;
    // Runs as the real menu replaces this button, before the button leaves the page.
    return () => {
      hadFocus.current = el !== null && document.activeElement === el;
    };
  }, [hadFocus]);
  return (
    <button
      ref={button}
      type="button"
      aria-label={t`Account menu`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={ACCOUNT_TRIGGER_CLASS}
      onPointerDown={(e) => {
        if (e.button === 0 && !e.ctrlKey) onOpen();
      }}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (OPEN_KEYS.has(e.key)) {
          e.preventDefault();
          onOpen();
        }
      }}
    >
      <Avatar user={user} />
    </button>
  );
}

/** The header's account menu; a click or key press before its code arrives opens it once it does. */
export function AccountMenuSlot({ user }: { user: User }) {
  const [openRequested, setOpenRequested] = useState(false);
  const hadFocus = useRef(false);
  return (
    <Suspense fallback={<PlaceholderTrigger user={user} onOpen={() => setOpenRequested(true)} hadFocus={hadFocus} />}>
      <AccountMenu user={user} defaultOpen={openRequested} takeFocus={hadFocus} />
    </Suspense>
  );
}
