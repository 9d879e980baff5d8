import { useState } from 'react';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { ACCOUNT_MSG, type AccountSession } from '@tlt/shared/account';
import { recordedDate, relativeDate } from '@tlt/shared/relative-date';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../api/account-sessions.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';
import { t as tNow } from '@lingui/core/macro';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

/** "Today, 14:05", "Yesterday, 09:30", "3d ago", then the date (spec §9 relative labels). */
function seen(iso: string): string {
  const english = relativeDate(iso);
  const label = translateShared(english);
  return english === 'Today' || english === 'Yesterday' ? `${label}, ${TIME.format(new Date(iso))}` : label;
}

const isPhone = (s: AccountSession) => /phone|Android|iPad/.test(s.device);
const failed = (err: unknown) => (err instanceof ApiError && err.code !== 0 ? err.message : tNow`Could not sign that device out. Please try again.`);

/** The member's signed-in devices on /profile: each with "Sign out", and "Sign out everywhere else". */
export function Devices() {
  const { t } = useLingui();
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);

  if (sessions.isPending) return <Loading label={t`Loading your devices…`} />;
  if (!sessions.data) return <LoadError message={t`Could not load your devices.`} onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.filter((s) => !s.current).length;

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-navy-100" aria-label={t`Signed-in devices`}>
        {sessions.data.map((s) => {
          const Icon = isPhone(s) ? Smartphone : Monitor;
          const at = s.lastSeenAt ?? s.createdAt;
          const when = seen(at);
          const device = `${s.device} · ${s.browser}`;
          return (
            <li key={s._id} className="flex flex-wrap items-center gap-3 py-3">
              <Icon className="size-5 shrink-0 text-navy-500" aria-hidden />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-navy-950">
                  <span translate="no">
                    {s.device} · {s.browser}
                  </span>
                  {s.current && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      <Trans>This device</Trans>
                    </span>
                  )}
                </p>
                <p className="text-navy-600">
                  <time dateTime={at} title={recordedDate(at)}>{s.current ? t`Active now` : t`Last seen ${when}`}</time>
                  {s.ip && <span translate="no" className="font-mono text-xs"> · {s.ip}</span>}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t`Sign out ${device}`}
                  disabled={endOne.isPending}
                  onClick={() => endOne.mutate(s._id, {
                    onSuccess: () => toast.success(translateShared(ACCOUNT_MSG.sessionEnded)),
                    onError: (err) => toast.error(failed(err)),
                  })}
                >
                  <Trans>Sign out</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button variant="outline" size="sm" disabled={others === 0 || endOthers.isPending} onClick={() => setConfirming(true)}>
        <LogOut className="size-4" aria-hidden /> <Trans>Sign out everywhere else</Trans>
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Sign out everywhere else?`}
        description={t`Every other phone and computer signed in to your account is signed out at once. This device stays signed in.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="secondary"
            disabled={endOthers.isPending}
            onClick={() => endOthers.mutate(undefined, {
              onSuccess: (n) => toast.success(translateShared(ACCOUNT_MSG.otherSessionsEnded(n))),
              onError: (err) => toast.error(failed(err)),
              onSettled: () => setConfirming(false),
            })}
          >
            <Trans>Sign out everywhere else</Trans>
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
