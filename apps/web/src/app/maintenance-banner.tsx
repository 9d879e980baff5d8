import { Link } from 'react-router';
import { PATHS } from '../lib/paths.ts';

export const MAINTENANCE_BANNER = 'Maintenance mode is on';

/** Above every page of a signed-in admin while maintenance is on: what others see, and the way to the switch. */
export function MaintenanceBanner() {
  return (
    <section
      aria-label={MAINTENANCE_BANNER}
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-300 px-4 py-2 text-center text-sm text-navy-950"
    >
      <p>
        <strong className="font-bold">{MAINTENANCE_BANNER}.</strong>
        {/* One line on a phone: the switch's own hint says the rest. */}
        <span className="hidden sm:inline"> Visitors and members see the maintenance screen.</span>
      </p>
      <Link
        to={`${PATHS.adminContent}#site-switches`}
        className="rounded font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-950"
      >
        Turn it off
      </Link>
    </section>
  );
}
