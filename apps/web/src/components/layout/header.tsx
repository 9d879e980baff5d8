import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonStyles } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { PATHS, communityPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { useScrollY } from '../../lib/use-scroll.ts';
import { AccountMenuSlot } from './account-menu-slot.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { SideMenu } from './side-menu.tsx';

// Signed-in pages only: the bell's code (the notifications query) stays out of the guests' first load.
const NotificationBell = lazy(() => import('../notifications/notification-bell.tsx'));

const NAV_LINK = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-semibold text-navy-100 transition-colors hover:text-white',
    isActive && 'text-emerald-300',
  );

interface HeaderProps {
  /** 'landing': floats over the hero, then sticks to the top once scrolled past its own height. */
  variant?: 'default' | 'landing';
}

export function Header({ variant = 'default' }: HeaderProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const ref = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(64);
  const scrollY = useScrollY();
  const scrolled = scrollY > 0;
  // Measured once the page has scrolled (until then it cannot be stuck), not as it first commits:
  // reading offsetHeight there forced a layout of the whole new page inside the first render's task.
  useEffect(() => {
    if (variant === 'landing' && scrolled && ref.current) setHeight(ref.current.offsetHeight);
  }, [variant, scrolled]);
  const stuck = variant === 'landing' && scrollY > height;

  return (
    <header
      ref={ref}
      className={cn(
        // An island in the dark theme too (theme.css): its colours are made for the navy it floats over.
        'theme-island z-40 w-full text-white',
        variant === 'default' && 'sticky top-0 border-b border-white/10 bg-navy-950',
        variant === 'landing' && !stuck && 'absolute inset-x-0 top-0 bg-transparent',
        stuck && 'fixed inset-x-0 top-0 animate-slide-down bg-navy-950 shadow-lg shadow-navy-950/30',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:px-6 lg:h-[4.5rem] lg:px-8">
        <Logo />
        <div className="flex items-center gap-2 lg:gap-4">
          {/* The whole switch from a tablet up; on a phone only the other language's name. */}
          <LanguageSwitch className="hidden text-sm text-navy-100 sm:inline-flex" linkClassName="hover:text-white" />
          <LanguageSwitch compact className="text-sm font-semibold text-navy-100 sm:hidden" linkClassName="hover:text-white" />
          <nav aria-label={t`Main`} className="hidden items-center gap-1 lg:flex">
            <NavLink to={PATHS.home} end className={NAV_LINK}>
              <Trans>Home</Trans>
            </NavLink>
            {user ? (
              <NavLink to={communityPath(user)} className={NAV_LINK}>
                <Trans>Community</Trans>
              </NavLink>
            ) : (
              <>
                <NavLink to={PATHS.login} className={NAV_LINK}>
                  <Trans>Login</Trans>
                </NavLink>
                <Link to={PATHS.register} className={buttonStyles('primary', 'sm', 'ml-3 px-4')}>
                  <Trans>BECOME A MEMBER NOW</Trans>
                </Link>
              </>
            )}
          </nav>
          {user && (
            <Suspense fallback={<span className="size-10" aria-hidden />}>
              <NotificationBell />
            </Suspense>
          )}
          {/* Shown at every width so the account stays one tap away on phones too. */}
          {user && <AccountMenuSlot user={user} />}
          <SideMenu />
        </div>
      </div>
    </header>
  );
}
