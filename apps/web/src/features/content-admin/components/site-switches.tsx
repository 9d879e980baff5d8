import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AnalyticsIdsUpdateSchema, type AnalyticsSettings } from '@tlt/shared/content/settings';
import { Button } from '../../../components/ui/button.tsx';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { describedBy, FieldShell } from '../form/field-shell.tsx';
import { useAnalyticsSettings, useMaintenanceSetting, useSaveAnalyticsIds, useSetMaintenance } from '../api/site-settings.ts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/** The maintenance switch: applies at once; visitors and members see the maintenance screen, admins keep the app. */
export function MaintenanceSwitch() {
  const { t } = useLingui();
  const state = useMaintenanceSetting();
  const set = useSetMaintenance();
  if (state.isPending) return <Loading />;
  if (state.isError) return <LoadError message={t`The maintenance state could not be loaded.`} onRetry={() => state.refetch()} />;
  return (
    <Switch
      id="maintenance-switch"
      label={t`Maintenance mode`}
      hint={t`While on, every visitor and member sees the maintenance screen; signed-in admins keep the site.`}
      checked={state.data.isTLT}
      disabled={set.isPending}
      onChange={(on) => set.mutate(on, {
        onSuccess: () => toast.success(on ? t`Maintenance mode on` : t`Maintenance mode off`),
        onError: (err) => toast.error(err instanceof ApiError ? err.message : t`The switch could not be changed.`),
      })}
    />
  );
}

type Name = keyof AnalyticsSettings;
const FIELDS: { name: Name; label: MessageDescriptor; placeholder: string }[] = [
  { name: 'gaMeasurementId', label: msg`Google Analytics measurement id`, placeholder: 'G-AB12CD34EF' },
  { name: 'metaPixelId', label: msg`Meta pixel id`, placeholder: '123456789012345' },
];

/** GA and Meta pixel ids: the admin's own wins; blank goes back to the server's default, shown under each. */
export function AnalyticsIdsForm() {
  const { t } = useLingui();
  const settings = useAnalyticsSettings();
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <LoadError message={t`The analytics ids could not be loaded.`} onRetry={() => settings.refetch()} />;
  return <AnalyticsIdsFields key={settings.dataUpdatedAt} settings={settings.data} />;
}

function AnalyticsIdsFields({ settings }: { settings: AnalyticsSettings }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState({ gaMeasurementId: settings.gaMeasurementId.value ?? '', metaPixelId: settings.metaPixelId.value ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const save = useSaveAnalyticsIds();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = AnalyticsIdsUpdateSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], translateShared(i.message)])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t`Analytics ids saved`),
      onError: (err) => toast.error(err instanceof ApiError ? err.message : t`The analytics ids could not be saved.`),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Analytics ids`} className="space-y-4">
      {FIELDS.map((f) => {
        const s = settings[f.name];
        const id = `analytics-${f.name}`;
        const fallback = s.env;
        const effective = s.effective ?? t`none`;
        const help = fallback ? t`Leave blank to use the server’s default, ${fallback}. In use now: ${effective}.` : t`Leave blank for none. In use now: ${effective}.`;
        return (
          <FieldShell key={f.name} id={id} label={t(f.label)} help={help} error={errors[f.name]}>
            <Input
              id={id}
              translate="no"
              placeholder={f.placeholder}
              value={draft[f.name]}
              invalid={!!errors[f.name]}
              aria-describedby={describedBy(id, help, errors[f.name])}
              onChange={(e) => setDraft((d) => ({ ...d, [f.name]: e.target.value }))}
            />
          </FieldShell>
        );
      })}
      <Button type="submit" disabled={save.isPending}>{save.isPending ? t`Saving…` : t`Save analytics ids`}</Button>
    </form>
  );
}
