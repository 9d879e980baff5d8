import { useEffect } from 'react';
import { useSession } from '../lib/session.tsx';

/**
 * A device's pushes end with the sign-in that turned them on (docs/decisions/0025). After each
 * sign-in of a member, a device that has push on is linked again to the new session, silently.
 * lib/api/push.ts loads only then, so it stays out of the first load.
 */
export function PushRelink() {
  const { token, user } = useSession();
  const member = user?.userType === 'normal';
  useEffect(() => {
    if (!token || !member || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    void import('../lib/api/push.ts').then((m) => m.relinkPushDevice());
  }, [token, member]);
  return null;
}
