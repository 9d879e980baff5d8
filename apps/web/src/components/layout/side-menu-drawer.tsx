import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Calculator, House, LayoutDashboard, LogIn, LogOut, Mail, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import { OpenCalculatorButton } from '../calculator/open-calculator-button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { buttonStyles } from '../ui/button.tsx';
import { ThemeSwitch } from '../ui/theme-switch.tsx';
import { PATHS, communityPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const ITEM =
  'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-navy-800 hover:bg-navy-50 hover:text-navy-950';

interface Entry {
  label: MessageDescriptor;
  /** A page, or `calculator` for the entry that opens the shares calculator here. */
  to?: string;
  calculator?: boolean;
  icon: LucideIcon;
}

/**
 * The side menu's drawer (Radix Dialog), loaded when the menu is first opened; see side-menu.tsx.
 * Entries as site-and-admin.md §2 lists them, with community.md §2's for signed-in users
 * (My Profile, Shares Calculator, Contact Us, Logout).
 */
export default function SideMenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { i18n, t } = useLingui();
  const { user, logout } = useSession();
  const close = () => onOpenChange(false);

  const entries: Entry[] = [
    ...(user ? [{ label: msg`Community`, to: communityPath(user), icon: UsersRound }] : []),
    ...(user?.userType === 'admin' ? [{ label: msg`Dashboard`, to: PATHS.adminDashboard, icon: LayoutDashboard }] : []),
    ...(user
      ? [
          { label: msg`My Profile`, to: PATHS.profile, icon: UserRound },
          { label: msg`Shares Calculator`, calculator: true, icon: Calculator },
        ]
      : []),
    { label: msg`Home`, to: PATHS.home, icon: House },
    { label: msg`Contact Us`, to: PATHS.contactUs, icon: Mail },
    ...(user ? [] : [{ label: msg`Login`, to: PATHS.login, icon: LogIn }]),
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Menu`} placement="drawer">
      <nav aria-label={t`Mobile`} className="flex flex-1 flex-col">
        <ul className="space-y-1">
          {entries.map(({ label, to, calculator, icon: Icon }) => (
            <li key={label.id}>
              {calculator ? (
                <OpenCalculatorButton className={ITEM} onOpen={close}>
                  <Icon className="size-5 text-emerald-700" aria-hidden /> {i18n._(label)}
                </OpenCalculatorButton>
              ) : (
                <Link to={to!} onClick={close} className={ITEM}>
                  <Icon className="size-5 text-emerald-700" aria-hidden /> {i18n._(label)}
                </Link>
              )}
            </li>
          ))}
          {user && (
            <li>
              <button type="button" className={ITEM} onClick={() => { close(); logout(); }}>
                <LogOut className="size-5 text-emerald-700" aria-hidden /> <Trans>Logout</Trans>
              </button>
            </li>
          )}
        </ul>
        {!user && (
          <Link to={PATHS.register} onClick={close} className={buttonStyles('primary', 'md', 'mt-6 w-full px-4 whitespace-nowrap')}>
            <Trans>Become a Memeber Now</Trans>
          </Link>
        )}
        <ThemeSwitch tone="surface" className="mt-auto pt-6" />
      </nav>
      {/* Marks the reader's earlier choice when this page is in the other language. */}
      <LanguageSwitch marksChoice className="mt-6 justify-center text-base text-navy-700" linkClassName="font-medium text-navy-950 underline" />
    </Dialog>
  );
}
