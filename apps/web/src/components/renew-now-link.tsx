import { Link } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { showRenewNow } from '@tlt/shared/renew-early';
import type { User } from '@tlt/shared/user';
import { buttonStyles } from './ui/button.tsx';
import { PATHS } from '../lib/paths.ts';
import { useNow } from '../lib/use-now.ts';

/**
 * "Renew now" (issue 15): to the renew-early checkout. The profile shows it while a period runs,
 * the user dashboard only in the period's last 30 days (one rule, showRenewNow).
 */
export function RenewNowLink({ user, where, className }: { user: User; where: 'profile' | 'dashboard'; className?: string }) {
  const now = useNow(60_000);
  if (!showRenewNow({ userType: user.userType, currentEnd: user.payment[0]?.endDate, where }, now)) return null;
  return (
    <Link to={PATHS.renewEarly} className={buttonStyles('primary', 'sm', className)}>
      <RefreshCw className="size-4" aria-hidden />
      Renew now
    </Link>
  );
}
