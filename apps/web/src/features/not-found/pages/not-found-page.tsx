import { Link } from 'react-router';
import { House } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export default function NotFoundPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Page not found`, description: t`The page you are looking for does not exist or has moved.` });
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <p aria-hidden className="bg-gradient-to-b from-navy-900 to-navy-500 bg-clip-text text-8xl font-black tracking-tighter text-transparent md:text-9xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-extrabold text-navy-950 md:text-3xl">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-2 max-w-md text-navy-700">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to={PATHS.home} className={buttonStyles('secondary', 'lg', 'mt-8')}>
        <House className="size-5" aria-hidden /> <Trans>Go To Home</Trans>
      </Link>
    </section>
  );
}
