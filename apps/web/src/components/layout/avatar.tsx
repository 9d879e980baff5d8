import { useState } from 'react';
import type { User } from '@tlt/shared/user';
import { cn } from '../../lib/cn.ts';

/** The account menu's trigger button; its placeholder (account-menu-slot.tsx) looks the same. */
export const ACCOUNT_TRIGGER_CLASS =
  'rounded-full ring-2 ring-emerald-400/50 ring-offset-2 ring-offset-navy-950 transition hover:ring-emerald-400';

/** The profile image, or the name's first letter when there is none (or it fails to load). */
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
