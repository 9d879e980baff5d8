import { useLocation } from 'react-router';
import { topBar } from '../../../lib/layout-rules.ts';
import { Logo } from '../../../components/layout/logo.tsx';

/**
 * The funnel pages without the site's top bar (spec §2) still show the logo, on the brand's
 * dark strip; where the layout draws its top bar, this stays out of the way.
 */
export function FunnelHeader() {
  const { pathname } = useLocation();
  if (topBar(pathname) !== null) return null;
  return (
    <header className="bg-navy-950 px-4 py-3 text-white">
      <div className="mx-auto max-w-5xl">
        <Logo />
      </div>
    </header>
  );
}
