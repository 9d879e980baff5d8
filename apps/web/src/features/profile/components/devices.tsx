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

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

/** "Today, 14:05", "Yesterday, 09:30", "3d ago", then the date (spec §9 relative labels). */
function seen(iso: string): string {
  const label = relativeDate(iso);
  return label === 'Today' || label === 'Yesterday' ? `${label}, ${TIME.format(new Date(iso))}` : label;
}

const isPhone = (s: AccountSession) => /phone|Android|iPad/.test(s.device);
const failed = (err: unknown) => (err instanceof ApiError && err.code !== 0 ? err.message : 'Could not sign that device out. Please try again.');

/** The member's signed-in devices on /profile: each with "Sign out", and "Sign out everywhere else". */
export function Devices() {
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);

  if (sessions.isPending) return <Loading label="Loading your devices…" />;
  if (!sessions.data) return <LoadError message="Could not load your devices." onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.filter((s) => !s.current).length;

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-navy-100" aria-label="Signed-in devices">
        {sessions.data.map((s) => {
          const Icon = isPhone(s) ? Smartphone : Monitor;
          const at = s.lastSeenAt ?? s.createdAt;
          return (
            <li key={s._id} className="flex flex-wrap items-center gap-3 py-3">
              <Icon className="size-5 shrink-0 text-navy-500" aria-hidden />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-navy-950">
                  {s.device} · {s.browser}
                  {s.current && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">This device</span>}
                </p>
                <p className="text-navy-600">
                  <time dateTime={at} title={recordedDate(at)}>{s.current ? 'Active now' : `Last seen ${seen(at)}`}</time>
                  {s.ip && <span className="font-mono text-xs"> · {s.ip}</span>}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Sign out ${s.device} · ${s.browser}`}
                  disabled={endOne.isPending}
                  onClick={() => endOne.mutate(s._id, {
                    onSuccess: () => toast.success(ACCOUNT_MSG.sessionEnded),
                    onError: (err) => toast.error(failed(err)),
                  })}
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button variant="outline" size="sm" disabled={others === 0 || endOthers.isPending} onClick={() => setConfirming(true)}>
        <LogOut className="size-4" aria-hidden /> Sign out everywhere else
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere else?"
        description="Every other phone and computer signed in to your account is signed out at once. This device stays signed in."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            variant="secondary"
            disabled={endOthers.isPending}
            onClick={() => endOthers.mutate(undefined, {
              onSuccess: (n) => toast.success(ACCOUNT_MSG.otherSessionsEnded(n)),
              onError: (err) => toast.error(failed(err)),
              onSettled: () => setConfirming(false),
            })}
          >
            Sign out everywhere else
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
