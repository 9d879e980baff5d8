import { type ReactNode, useEffect, useMemo, useState } from 'react';
// The Hindi boxes' font (OFL, self-hosted), in this admin page's chunk only: no public page loads it from here.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import { useLocation, useSearchParams } from 'react-router';
import { CONTENT } from '@tlt/shared/content/index';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useWebinarConfig } from '../../../lib/api/webinar-config.ts';
import { useContentEntry } from '../api/get-content-entry.ts';
import { useContentKeys, type ContentKey } from '../api/get-content-keys.ts';
import { ContentForm } from '../components/content-form.tsx';
import { ContentHistory } from '../components/content-history.tsx';
import { UnsavedChangesGuard } from '../components/unsaved-changes.tsx';
import { AnalyticsIdsForm, MaintenanceSwitch } from '../components/site-switches.tsx';
import { WebinarSettingsForm } from '../components/webinar-settings-form.tsx';
import { describeSchema } from '../form/field-model.ts';
import { translateShared } from '../../../lib/i18n.ts';
import { Trans, useLingui } from '@lingui/react/macro';

function Entry({ item }: { item: ContentKey }) {
  const { t } = useLingui();
  const title = translateShared(item.title);
  const admin = useContentEntry(item.key);
  const { hash } = useLocation();
  const entry = Object.hasOwn(CONTENT, item.key) ? CONTENT[item.key] : undefined;
  const node = useMemo(() => (entry ? describeSchema(entry.schema) : null), [entry]);
  // A launch checklist link (?key=…#field-…) lands on its field once the form is drawn.
  const ready = admin.isSuccess;
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (!ready || !hash) return;
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    el?.scrollIntoView?.({ block: 'center' });
    el?.focus?.();
  }, [ready, hash]);
  const key = <code translate="no">{item.key}</code>;
  if (!entry || !node) return <p className="text-navy-700"><Trans>This build does not know the key {key}.</Trans></p>;
  if (admin.isPending) return <Loading />;
  if (admin.isError) return <LoadError message={t`This content could not be loaded.`} onRetry={() => admin.refetch()} />;
  return (
    <>
      <h2 className="text-lg font-bold text-navy-950">{title}</h2>
      <p className="mb-4 text-sm text-navy-600">
        {admin.data.stored ? key : <Trans>{key} · still the text the site shipped with</Trans>}
      </p>
      {/* Keyed by fetch time so a save or a restore (which refetch) resets the draft to what is live. */}
      <ContentForm key={`${item.key}-${admin.dataUpdatedAt}`} contentKey={item.key} entry={entry} admin={admin.data} onDirtyChange={setDirty} />
      <UnsavedChangesGuard dirty={dirty} what={title} />
      <ContentHistory contentKey={item.key} admin={admin.data} node={node} />
    </>
  );
}

function Panel({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-2xl border border-navy-100 bg-white p-4 md:p-6">
      <h2 id={id} className="text-lg font-bold text-navy-950">{title}</h2>
      <p className="mb-4 text-sm text-navy-600">{intro}</p>
      {children}
    </section>
  );
}

/** The webinar funnel's settings live beside the copy: they are not content keys but one settings row. */
function WebinarSettings() {
  const { t } = useLingui();
  const config = useWebinarConfig({ fresh: true });
  if (config.isPending) return <Loading />;
  if (config.isError) return <LoadError message={t`The webinar settings could not be loaded.`} onRetry={() => config.refetch()} />;
  return <WebinarSettingsForm config={config.data} />;
}

/** Admin: the public pages' copy as forms with history (decision 0036), and the site's switches. */
export default function ContentAdminPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Site content`, description: t`Edit the copy of the public pages.` });
  const keys = useContentKeys();
  const [params, setParams] = useSearchParams();
  const selected = params.get('key');
  const current = keys.data?.find((k) => k.key === selected) ?? null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:px-6 md:py-14">
      <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase"><Trans>Admin</Trans></p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl"><Trans>Site content</Trans></h1>
      {keys.isPending ? (
        <Loading />
      ) : keys.isError ? (
        <LoadError message={t`Content keys could not be loaded.`} onRetry={() => keys.refetch()} />
      ) : (
        <div className="mt-8 grid gap-6 md:grid-cols-[16rem_1fr]">
          <nav aria-label={t`Content keys`}>
            <ul className="max-h-[40vh] space-y-1 overflow-y-auto rounded-2xl border border-navy-100 bg-white p-2 md:max-h-[70vh]">
              {keys.data.map((k) => (
                <li key={k.key}>
                  <button
                    type="button"
                    aria-current={k.key === selected ? 'true' : undefined}
                    onClick={() => setParams({ key: k.key })}
                    className={cn(
                      'w-full rounded-lg px-3 py-2 text-left text-sm text-navy-800 hover:bg-navy-50',
                      k.key === selected && 'bg-navy-950 text-white hover:bg-navy-900',
                    )}
                  >
                    <span className="block font-semibold">{translateShared(k.title)}</span>
                    <span translate="no" className={cn('block text-xs', k.key === selected ? 'text-navy-200' : 'text-navy-500')}>{k.key}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-label={t`Editor`} className="min-w-0 rounded-2xl border border-navy-100 bg-white p-4 md:p-6">
            {current ? <Entry key={current.key} item={current} /> : <p className="text-navy-600"><Trans>Choose a section to edit its content.</Trans></p>}
          </section>
        </div>
      )}
      <Panel id="site-switches" title={t`Maintenance`} intro={t`Take the site down for visitors and members while you work on it.`}>
        <MaintenanceSwitch />
      </Panel>
      <Panel id="analytics-ids" title={t`Analytics`} intro={t`The Google Analytics and Meta pixel ids the public pages load.`}>
        <AnalyticsIdsForm />
      </Panel>
      <Panel id="webinar-settings" title={t`Webinar settings`} intro={t`The next webinar's date line on /webinar and the group link on the registration success page.`}>
        <WebinarSettings />
      </Panel>
    </div>
  );
}
