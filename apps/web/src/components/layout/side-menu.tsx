import { lazy, Suspense, useState } from 'react';
import { Menu } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

// The drawer (Radix Dialog) loads on first open, or as the pointer or focus reaches the button.
const loadDrawer = () => import('./side-menu-drawer.tsx');
const SideMenuDrawer = lazy(loadDrawer);

/** Phone and tablet navigation (below 992px), in the spec's order (entries in side-menu-drawer.tsx). */
export function SideMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so later opens and closes behave as before.
  const [used, setUsed] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        className="rounded-lg p-2 text-white hover:bg-white/10 lg:hidden"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {used && (
        <Suspense fallback={null}>
          <SideMenuDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
