import { useState } from 'react';
import { Link } from 'react-router';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import type { User } from '@tlt/shared/user';
import { cn } from '../../lib/cn.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

const ITEM =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-navy-800 outline-none data-[highlighted]:bg-emerald-50 data-[highlighted]:text-emerald-900';

export function Avatar({ user, className = 'size-10' }: { user: User; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (user.profileImg && !broken) {
    return <img src={user.profileImg} alt="" onError={() => setBroken(true)} className={cn('rounded-full object-cover', className)} />;
  }
  return (
    <span className={cn('flex items-center justify-center rounded-full bg-emerald-400 text-base font-bold text-navy-950 uppercase', className)}>
      {user.name.trim().charAt(0) || '?'}
    </span>
  );
}

export function AccountMenu({ user }: { user: User }) {
  const { logout } = useSession();
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label="Account menu"
        className="rounded-full ring-2 ring-emerald-400/50 ring-offset-2 ring-offset-navy-950 transition hover:ring-emerald-400"
      >
        <Avatar user={user} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={10}
          className="z-50 min-w-56 animate-fade-in rounded-xl border border-navy-100 bg-white p-1.5 shadow-xl shadow-navy-950/15"
        >
          <Menu.Label className="px-3 pt-2 pb-2.5">
            <span className="block truncate text-sm font-semibold text-navy-950">{user.name}</span>
            <span className="block truncate text-xs text-navy-600">{user.email}</span>
          </Menu.Label>
          <Menu.Separator className="mb-1 h-px bg-navy-100" />
          {user.userType === 'admin' && (
            <Menu.Item asChild className={ITEM}>
              <Link to={PATHS.adminDashboard}>
                <LayoutDashboard className="size-4" aria-hidden /> Dashboard
              </Link>
            </Menu.Item>
          )}
          <Menu.Item asChild className={ITEM}>
            <Link to={PATHS.profile}>
              <UserRound className="size-4" aria-hidden /> My Profile
            </Link>
          </Menu.Item>
          <Menu.Item className={ITEM} onSelect={logout}>
            <LogOut className="size-4" aria-hidden /> Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
