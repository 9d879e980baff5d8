import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNow } from '../../../lib/use-now.ts';
import { webinarConfigQuery } from '../api/webinar-config.ts';
import { hms, msToEndOfDayIst, ROLLOVER_MS } from '../countdown.ts';

/** "Offer ends in HH:MM:SS", to the end of today in India; rolls over to tomorrow at midnight. */
export function OfferCountdown() {
  const now = useNow(1000);
  const left = msToEndOfDayIst(now);
  const [h, m, s] = hms(left);
  const client = useQueryClient();
  const rolled = useRef(false);
  useEffect(() => {
    if (left < ROLLOVER_MS && !rolled.current) {
      rolled.current = true;
      void client.invalidateQueries({ queryKey: webinarConfigQuery.queryKey });
    } else if (left >= ROLLOVER_MS) rolled.current = false;
  }, [left, client]);
  return (
    <div className="bg-red-600 px-4 py-2 text-center text-sm font-semibold text-white" role="timer" aria-live="off">
      Free registration offer ends in{' '}
      <span className="font-mono text-base tabular-nums" aria-label={`${h} hours ${m} minutes ${s} seconds`}>
        {h}:{m}:{s}
      </span>
    </div>
  );
}
