import { CalendarPlus } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { webinarIcs, type WebinarEvent } from '../lib/webinar-ics.ts';
import { Trans } from '@lingui/react/macro';

/** Downloads the booked slot as an .ics file made in the browser (lib/webinar-ics.ts). */
export function AddToCalendar({ event }: { event: Omit<WebinarEvent, 'host' | 'now'> }) {
  const download = () => {
    const ics = webinarIcs({ ...event, host: window.location.host || 'thelazytrader' });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'the-lazy-trader-webinar.ics';
    document.body.append(a);
    a.click();
    a.remove();
    // The click has handed the file over; the object URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <button type="button" onClick={download} className={buttonStyles('outline', 'md', 'w-full sm:w-auto')}>
      <CalendarPlus className="size-5" aria-hidden /> <Trans>Add to calendar</Trans>
    </button>
  );
}
