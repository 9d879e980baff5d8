import { Link } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { showRenewNow } from '@tlt/shared/renew-early';
import { currentPeriodEnd } from '@tlt/shared/subscription';
import type { User } from '@tlt/shared/user';
import { buttonStyles } from './ui/button.tsx';
import { PATHS } from '../lib/paths.ts';
import { useNow } from '../lib/use-now.ts';
import { Trans } from '@lingui/react/macro';

/**
 * "Renew now" (issue 15): to the renew-early checkout. The profile shows it while a period runs,
 * the user dashboard only in the membership's last 30 days (one rule, showRenewNow): a member who
 * already renewed early is not asked again until the queued period's end nears.
 */
export function RenewNowLink({ user, where, className }: { user: User; where: 'profile' | 'dashboard'; className?: string }) {
  const now = useNow(60_000);
  if (!showRenewNow({ userType: user.userType, currentEnd: currentPeriodEnd(user)?.toISOString(), where }, now)) return null;
  return (
    <Link to={PATHS.renewEarly} className={buttonStyles('primary', 'sm', className)}>
      <RefreshCw className="size-4" aria-hidden />
      <Trans>Renew now</Trans>
    </Link>
  );
}
