import { useState } from 'react';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useContentEntry } from '../api/get-content-entry.ts';
import { useContentKeys, type ContentKey } from '../api/get-content-keys.ts';
import { useWebinarConfig } from '../../../lib/webinar-config.ts';
import { ContentEditor } from '../components/content-editor.tsx';
import { WebinarSettingsForm } from '../components/webinar-settings-form.tsx';

function Entry({ item }: { item: ContentKey }) {
  const entry = useContentEntry(item.key);
  if (entry.isPending) return <Loading />;
  if (entry.isError) return <LoadError message="This content could not be loaded." onRetry={() => entry.refetch()} />;
  // Keyed by fetch time so a reload (after a save elsewhere) resets the draft.
  return <ContentEditor key={`${item.key}-${entry.dataUpdatedAt}`} contentKey={item.key} title={item.title} value={entry.data} />;
}

/** The webinar funnel's settings live beside the copy: they are not content keys but one settings row. */
function WebinarSettings() {
  const config = useWebinarConfig({ fresh: true });
  return (
    <section aria-labelledby="webinar-settings" className="mt-8 rounded-2xl border border-navy-100 bg-white p-4 md:p-6">
      <h2 id="webinar-settings" className="text-lg font-bold text-navy-950">Webinar settings</h2>
      <p className="mb-4 text-sm text-navy-600">The next webinar's date line on /webinar and the group link on the registration success page.</p>
      {config.isPending ? (
        <Loading />
      ) : config.isError ? (
        <LoadError message="The webinar settings could not be loaded." onRetry={() => config.refetch()} />
      ) : (
        <WebinarSettingsForm config={config.data} />
      )}
    </section>
  );
}

/** Admin: site copy as data (GET /api/content, GET/PUT /api/content/:key). */
export default function ContentAdminPage() {
  usePageMeta({ title: 'Site content', description: 'Edit the copy of the public pages.' });
  const keys = useContentKeys();
  const [selected, setSelected] = useState<string | null>(null);
  const current = keys.data?.find((k) => k.key === selected) ?? null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:px-6 md:py-14">
      <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">Admin</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">Site content</h1>
      {keys.isPending ? (
        <Loading />
      ) : keys.isError ? (
        <LoadError message="Content keys could not be loaded." onRetry={() => keys.refetch()} />
      ) : (
        <div className="mt-8 grid gap-6 md:grid-cols-[16rem_1fr]">
          <nav aria-label="Content keys">
            <ul className="max-h-[70vh] space-y-1 overflow-y-auto rounded-2xl border border-navy-100 bg-white p-2">
              {keys.data.map((k) => (
                <li key={k.key}>
                  <button
                    type="button"
                    aria-current={k.key === selected ? 'true' : undefined}
                    onClick={() => setSelected(k.key)}
                    className={cn(
                      'w-full rounded-lg px-3 py-2 text-left text-sm text-navy-800 hover:bg-navy-50',
                      k.key === selected && 'bg-navy-950 text-white hover:bg-navy-900',
                    )}
                  >
                    <span className="block font-semibold">{k.title}</span>
                    <span className={cn('block text-xs', k.key === selected ? 'text-navy-200' : 'text-navy-500')}>{k.key}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-label="Editor" className="min-w-0 rounded-2xl border border-navy-100 bg-white p-4 md:p-6">
            {current ? <Entry key={current.key} item={current} /> : <p className="text-navy-600">Choose a key to edit its content.</p>}
          </section>
        </div>
      )}
      <WebinarSettings />
    </div>
  );
}
