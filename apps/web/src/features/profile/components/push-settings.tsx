import { useId, type ReactNode } from 'react';
import { BellOff, Share, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind } from '@tlt/shared/push';
import { Loading } from '../../../components/ui/query-state.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { usePushState, usePushSwitches } from '../api/push-settings.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';
import { t as tNow } from '@lingui/core/macro';

/** A browser's or device's name: the same word in every language, marked so (decision 0073). */
const Brand = ({ children }: { children: ReactNode }) => <span translate="no">{children}</span>;

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl bg-navy-50 p-4 text-sm text-navy-800">
      <span className="mt-0.5 shrink-0 text-navy-600" aria-hidden>
        {icon}
      </span>
      <div className="space-y-1">{children}</div>
    </div>
  );
}

const fail = (e: unknown) => toast.error(e instanceof Error && e.message ? e.message : tNow`Could not change notifications on this device.`);

/**
 * Issue 12: push on this device, and which kinds. Permission is asked only when the member
 * turns the switch on; browsers that cannot push, a blocked site and an iPhone tab say so.
 */
export function PushSettings() {
  const { t } = useLingui();
  const id = useId();
  const state = usePushState();
  const { on, off, kinds, pending } = usePushSwitches();

  if (state.isPending) return <Loading label={t`Checking this device…`} />;
  const s = state.data ?? { status: 'off' as const };

  if (state.isError) {
    return (
      <Note icon={<BellOff className="size-5" />}>
        <p>
          <Trans>Could not check notifications on this device. Reload the page to try again.</Trans>
        </p>
      </Note>
    );
  }
  if (s.status === 'unsupported') {
    return (
      <Note icon={<BellOff className="size-5" />}>
        <p className="font-semibold text-navy-950">
          <Trans>This browser cannot show notifications from websites.</Trans>
        </p>
        <p>
          <Trans>
            Use a recent <Brand>Chrome</Brand>, <Brand>Edge</Brand>, <Brand>Firefox</Brand> or <Brand>Safari</Brand> to get trade
            alerts on this device.
          </Trans>
        </p>
      </Note>
    );
  }
  if (s.status === 'ios-install') {
    return (
      <Note icon={<Smartphone className="size-5" />}>
        <p className="font-semibold text-navy-950">
          <Trans>On <Brand>iPhone</Brand> and <Brand>iPad</Brand>, notifications come to the app on your Home Screen.</Trans>
        </p>
        <p>
          <Trans>
            In <Brand>Safari</Brand>, tap <Share className="inline size-4 align-text-bottom" aria-label={t`Share`} /> then <strong>Add to Home Screen</strong>.
            Open The Lazy Trader from your Home Screen, sign in and turn notifications on here.
          </Trans>
        </p>
      </Note>
    );
  }
  if (s.status === 'denied') {
    return (
      <Note icon={<BellOff className="size-5" />}>
        <p className="font-semibold text-navy-950">
          <Trans>Notifications are blocked for this site.</Trans>
        </p>
        <p>
          <Trans>Allow them in your browser's site settings (the icon beside the address), then reload this page.</Trans>
        </p>
      </Note>
    );
  }

  const enabled = s.status === 'on';
  // A failed turn-on stays said beside the switch (a toast is gone before it is read): the switch is off again.
  const onFailed = on.isError && !enabled
    ? (on.error instanceof Error && on.error.message ? on.error.message : t`Could not turn notifications on for this device.`)
    : null;
  const toggle = (want: boolean) => {
    if (want) {
      // Asked here, inside the click: Safari shows the prompt only during the gesture.
      on.mutate(Notification.requestPermission(), {
        onSuccess: (next) => {
          if (next.status === 'on') toast.success(t`Notifications are on for this device.`);
        },
      });
    } else off.mutate(undefined, { onError: fail });
  };
  const setKind = (kind: PushKind, want: boolean) => {
    if (s.status !== 'on') return;
    const next = PUSH_KINDS.filter((k) => (k === kind ? want : s.kinds.includes(k)));
    kinds.mutate({ endpoint: s.endpoint, kinds: next }, { onError: fail });
  };

  return (
    <div>
      <Switch
        id={`${id}-push`}
        label={t`Push notifications on this device`}
        hint={enabled ? t`Alerts arrive even when the site is closed.` : t`Get trade alerts on this device even when the site is closed.`}
        checked={enabled}
        disabled={pending}
        onChange={toggle}
      />
      {onFailed && (
        <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {onFailed}
        </p>
      )}
      {s.status === 'on' && (
        <fieldset className="mt-3 border-t border-navy-100 pt-3">
          <legend className="sr-only">
            <Trans>Which notifications</Trans>
          </legend>
          <ul className="divide-y divide-navy-50">
            {PUSH_KINDS.map((kind) => (
              <li key={kind}>
                <Switch
                  id={`${id}-${kind}`}
                  label={translateShared(PUSH_KIND_LABELS[kind])}
                  checked={s.kinds.includes(kind)}
                  disabled={pending}
                  onChange={(want) => setKind(kind, want)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
