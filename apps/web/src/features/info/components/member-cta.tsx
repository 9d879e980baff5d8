import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';

/** "Become a member" to /register, for visitors only: signed-in users already are members. */
export function MemberCta({ label, className }: { label: string; className?: string }) {
  const { token } = useSession();
  if (token) return null;
  return (
    <Link to={PATHS.register} className={buttonStyles('primary', 'lg', className)}>
      {label} <ArrowRight className="size-5" aria-hidden />
    </Link>
  );
}
