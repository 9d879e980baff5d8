import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import type { User } from '@tlt/shared/user';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { ACCOUNT_TRIGGER_CLASS, Avatar } from './avatar.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

// Kept here too for the importers from before Avatar had a module of its own.
export { Avatar };

const ITEM =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-navy-800 outline-none data-[highlighted]:bg-emerald-50 data-[highlighted]:text-emerald-900';

interface AccountMenuProps {
  user: User;
  /** Opened before this module had loaded (a click on the placeholder button): open at once. */
  defaultOpen?: boolean;
  /** True when the placeholder button had focus as it was replaced: the real trigger takes it over. */
  takeFocus?: RefObject<boolean>;
}

export function AccountMenu({ user, defaultOpen = false, takeFocus }: AccountMenuProps) {
  const { t } = useLingui();
  const { logout } = useSession();
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // An open menu focuses its content, and gives focus back to the trigger when it closes.
    if (takeFocus?.current && !defaultOpen) trigger.current?.focus();
  }, [takeFocus, defaultOpen]);
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger ref={trigger} aria-label={t`Account menu`} className={ACCOUNT_TRIGGER_CLASS}>
        <Avatar user={user} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={10}
          className="z-50 min-w-56 animate-fade-in rounded-xl border border-navy-100 bg-white p-1.5 shadow-xl shadow-navy-950/15"
        >
          <Menu.Label className="px-3 pt-2 pb-2.5">
            <span translate="no" className="block truncate text-sm font-semibold text-navy-950">{user.name}</span>
            <span translate="no" className="block truncate text-xs text-navy-600">{user.email}</span>
          </Menu.Label>
          <Menu.Separator className="mb-1 h-px bg-navy-100" />
          {user.userType === 'admin' && (
            <Menu.Item asChild className={ITEM}>
              <Link to={PATHS.adminDashboard}>
                <LayoutDashboard className="size-4" aria-hidden /> <Trans>Dashboard</Trans>
              </Link>
            </Menu.Item>
          )}
          <Menu.Item asChild className={ITEM}>
            <Link to={PATHS.profile}>
              <UserRound className="size-4" aria-hidden /> <Trans>My Profile</Trans>
            </Link>
          </Menu.Item>
          <Menu.Item className={ITEM} onSelect={logout}>
            <LogOut className="size-4" aria-hidden /> <Trans>Logout</Trans>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
