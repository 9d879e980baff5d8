import { Link } from 'react-router';
import { PATHS } from '../lib/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';


/** Above every page of a signed-in admin while maintenance is on: what others see, and the way to the switch. */
export function MaintenanceBanner() {
  const { t } = useLingui();
  const banner = t`Maintenance mode is on`;
  return (
    <section
      aria-label={banner}
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-300 px-4 py-2 text-center text-sm text-navy-950"
    >
      <p>
        <strong className="font-bold">{banner}.</strong>
        {/* One line on a phone: the switch's own hint says the rest. */}
        <span className="hidden sm:inline">
          {' '}
          <Trans>Visitors and members see the maintenance screen.</Trans>
        </span>
      </p>
      <Link
        to={`${PATHS.adminContent}#site-switches`}
        className="rounded font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-950"
      >
        <Trans>Turn it off</Trans>
      </Link>
    </section>
  );
}
