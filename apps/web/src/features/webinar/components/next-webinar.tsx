import { CalendarDays } from 'lucide-react';
import { nextWebinarDate } from '@tlt/shared/webinar-date';
import { webinarSlotLine } from '../lib/slot-line.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useWebinarConfig } from '../../../lib/api/webinar-config.ts';
import { Trans } from '@lingui/react/macro';

/** "7 PM, Sunday, {date}", or the admin's custom text when one is set. */
export function NextWebinar() {
  const now = useNow(60_000);
  const config = useWebinarConfig();
  const label = webinarSlotLine(nextWebinarDate(now), config.data?.customWebinarDate);
  return (
    <p className="flex items-center justify-center gap-2 text-lg font-bold text-navy-950 md:text-xl">
      <CalendarDays className="size-6 text-emerald-600" aria-hidden />
      <span>
        <span className="sr-only">
          <Trans>Next webinar:</Trans>{' '}
        </span>
        {label}
      </span>
    </p>
  );
}
