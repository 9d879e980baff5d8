import { History } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ContentAdminEntry, ContentVersion } from '@tlt/shared/content/admin';
import { CONTENT_VERSIONS_KEPT } from '@tlt/shared/content/admin';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useContentVersion } from '../api/get-content-entry.ts';
import { useRestoreVersion } from '../api/save-content.ts';
import type { FieldNode } from '../form/field-model.ts';
import { ContentPreview } from './content-preview.tsx';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const when = (iso: string) => `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' })}`;
const who = (v: ContentVersion) => v.savedBy?.name ?? t`a former admin`;

/**
 * A key's saved versions, newest first (the first is live once anything was saved). Preview shows
 * one as visitors would read it; Restore saves it again as a new version, so nothing is lost.
 */
export function ContentHistory({ contentKey, admin, node }: { contentKey: string; admin: ContentAdminEntry; node: FieldNode }) {
  const { t } = useLingui();
  const kept = CONTENT_VERSIONS_KEPT;
  const [viewing, setViewing] = useState<ContentVersion | null>(null);
  const [restoring, setRestoring] = useState<ContentVersion | null>(null);
  const restore = useRestoreVersion(contentKey);
  const live = admin.stored ? admin.versions[0]?._id : undefined;

  function onRestore() {
    if (!restoring) return;
    restore.mutate(restoring._id, {
      onSuccess: () => { toast.success(t`Version restored`); setRestoring(null); setViewing(null); },
      onError: (err) => { toast.error(err instanceof ApiError ? err.message : t`The version could not be restored.`); setRestoring(null); },
    });
  }

  return (
    <section aria-labelledby={`${contentKey}-history`} className="mt-6 rounded-xl border border-navy-100 bg-white p-4">
      <h3 id={`${contentKey}-history`} className="flex items-center gap-2 text-base font-bold text-navy-950">
        <History className="size-4" aria-hidden /> <Trans>History</Trans>
      </h3>
      <p className="text-xs text-navy-600"><Trans>The last {kept} saves are kept. Restoring saves that version again as the newest.</Trans></p>
      {admin.versions.length === 0 ? (
        <p className="mt-3 text-sm text-navy-700"><Trans>Not saved yet: the site shows the text it shipped with.</Trans></p>
      ) : (
        <ol className="mt-3 divide-y divide-navy-100">
          {admin.versions.map((v) => {
            const savedAt = when(v.savedAt);
            const by = <span translate="no">{who(v)}</span>;
            return (
            <li key={v._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <p className="text-sm text-navy-800">
                <Trans><span className="font-semibold">{savedAt}</span> by {by}</Trans>
                {v.restoredFrom && <span className="text-navy-600"> <Trans>(a restore)</Trans></span>}
                {v._id === live && <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800"><Trans>Live</Trans></span>}
              </p>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" aria-label={t`Preview the version of ${savedAt}`} onClick={() => setViewing(v)}><Trans>Preview</Trans></Button>
                {v._id !== live && (
                  <Button size="sm" variant="outline" aria-label={t`Restore the version of ${savedAt}`} onClick={() => setRestoring(v)}><Trans>Restore</Trans></Button>
                )}
              </div>
            </li>
            );
          })}
        </ol>
      )}
      {viewing && <VersionDialog contentKey={contentKey} version={viewing} node={node} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => { if (!open) setRestoring(null); }}
        title={t`Restore this version?`}
        description={restoring ? restoreNote(restoring) : ''}
        confirmLabel={t`Restore`}
        busy={restore.isPending}
        onConfirm={onRestore}
      />
    </section>
  );
}

function restoreNote(v: ContentVersion): string {
  const savedAt = when(v.savedAt);
  const by = who(v);
  return t`The page goes back to the text saved ${savedAt} by ${by}. Unsaved edits in the form are discarded.`;
}

function VersionDialog({ contentKey, version, node, onClose }: { contentKey: string; version: ContentVersion; node: FieldNode; onClose: () => void }) {
  const { t } = useLingui();
  const loaded = useContentVersion(contentKey, version._id);
  const savedAt = when(version.savedAt);
  const by = who(version);
  return (
    <Dialog open onOpenChange={(open) => { if (!open) onClose(); }} title={t`Version of ${savedAt}`} description={t`Saved by ${by}`} wide>
      {loaded.isPending ? <Loading /> : loaded.isError ? <LoadError message={t`This version could not be loaded.`} onRetry={() => loaded.refetch()} />
        : <ContentPreview node={node} value={loaded.data.value} />}
    </Dialog>
  );
}
