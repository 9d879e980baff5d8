import { Link } from 'react-router';
import { COMPANY_NAME } from '../../lib/site-config.ts';
import { cn } from '../../lib/cn.ts';
import { useLingui } from '@lingui/react/macro';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-9 shrink-0', className)} aria-hidden>
      <rect width="32" height="32" rx="8" fill="#132544" />
      <path d="M9 10v14M16 7v12M23 12v10" stroke="#34d399" strokeWidth="2" strokeLinecap="round" />
      <rect x="7" y="14" width="4" height="6" rx="1" fill="#34d399" />
      <rect x="14" y="10" width="4" height="6" rx="1" fill="#34d399" />
      <rect x="21" y="15" width="4" height="5" rx="1" fill="#34d399" />
    </svg>
  );
}

/** The logo always leads home (spec §2 Header). */
export function Logo({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <Link to="/" className={cn('flex items-center gap-2.5 rounded-md', className)} aria-label={t`${COMPANY_NAME} home`}>
      <LogoMark />
      <span className="text-lg leading-none font-extrabold tracking-tight">
        The Lazy <span className="text-emerald-400">Trader</span>
      </span>
    </Link>
  );
}
