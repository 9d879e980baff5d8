import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ContentAdminEntry } from '@tlt/shared/content/admin';
import type { ContentEntry } from '@tlt/shared/content/index';
import { hindiOnly, inHindi, textMaskOf } from '@tlt/shared/content/in-hindi';
import { contentFieldId, hindiFieldPath } from '@tlt/shared/content/launch-checklist';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useSaveContent } from '../api/save-content.ts';
import { ObjectFields } from '../form/field.tsx';
import { describeSchema, type FieldNode, titleAt } from '../form/field-model.ts';
import { ContentFormContext, type ContentFormState } from '../form/form-context.tsx';
import { setAt } from '../form/value-path.ts';
import { ContentPreview } from './content-preview.tsx';
import { PlanTokens } from './plan-tokens.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

type Issue = { path: string; message: string };

/** The first message per field path, as the fields show them. */
const byPath = (issues: Issue[]) => {
  const map = new Map<string, string>();
  for (const i of issues) if (!map.has(i.path)) map.set(i.path, i.message);
  return map;
};

function serverIssues(err: unknown): Issue[] {
  const list = err instanceof ApiError ? (err.data as { errors?: unknown } | undefined)?.errors : undefined;
  if (Array.isArray(list)) return list.filter((e): e is Issue => typeof e?.message === 'string' && typeof e?.path === 'string');
  return [{ path: '', message: err instanceof Error ? err.message : String(err) }];
}

/** A message's field in words; a Hindi box's (`hi.…`) says so. */
const issueTitle = (node: FieldNode, path: string) =>
  path.startsWith(hindiFieldPath('')) ? `${titleAt(node, path.slice(hindiFieldPath('').length))} (हिन्दी)` : titleAt(node, path);

interface ContentFormProps {
  contentKey: string;
  entry: Pick<ContentEntry, 'schema'>;
  admin: ContentAdminEntry;
  /** Told whether the draft differs from what is live (the page asks before it is left). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * One content key as a form generated from its zod schema (decision 0036). The schema judges the
 * draft before it is sent, with its own messages beside each field; the server judges again (and
 * checks the plan placeholders against the catalogue), and its messages land on the same fields.
 */
export function ContentForm({ contentKey, entry, admin, onDirtyChange }: ContentFormProps) {
  const { t } = useLingui();
  const title = translateShared(admin.title);
  const node = useMemo(() => describeSchema(entry.schema) as Extract<FieldNode, { kind: 'object' }>, [entry.schema]);
  const mask = useMemo(() => textMaskOf(entry.schema), [entry.schema]);
  const [draft, setDraft] = useState<unknown>(admin.value);
  const [draftHi, setDraftHi] = useState<unknown>(admin.hi);
  const [issues, setIssues] = useState<Issue[]>([]);
  const save = useSaveContent();
  const errors = useMemo(() => byPath(issues), [issues]);
  // Saved: no longer a draft to lose, though the live value is refetched a moment later.
  const dirty = useMemo(
    () => JSON.stringify(draft) !== JSON.stringify(admin.value) || JSON.stringify(hindiOnly(mask, draft, draftHi)) !== JSON.stringify(admin.hi),
    [draft, draftHi, admin.value, admin.hi, mask],
  ) && !save.isSuccess;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const state: ContentFormState = {
    value: draft,
    setAt: (path, next) => setDraft((d: unknown) => setAt(d, path, next)),
    hi: draftHi,
    setHiAt: (path, next) => setDraftHi((d: unknown) => setAt(d, path, next)),
    mask,
    errors,
    disabled: save.isPending,
  };

  function showIssues(list: Issue[]) {
    setIssues(list);
    // Focus the first field named, so a keyboard or screen-reader user lands on it.
    requestAnimationFrame(() => document.getElementById(contentFieldId(list[0]?.path ?? ''))?.focus());
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = entry.schema.safeParse(draft);
    // The schema's messages are the shared rules' English: shown in the page's language (the server's come so already).
    if (!parsed.success) {
      showIssues(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: translateShared(i.message) })));
      return;
    }
    // The Hindi page (the English with the Hindi in place) must fit the same schema; its messages go to the Hindi boxes.
    const hi = hindiOnly(mask, parsed.data, draftHi);
    const parsedHi = entry.schema.safeParse(inHindi(mask, parsed.data, hi));
    if (!parsedHi.success) {
      showIssues(parsedHi.error.issues.map((i) => ({ path: hindiFieldPath(i.path.join('.')), message: translateShared(i.message) })));
      return;
    }
    setIssues([]);
    save.mutate(
      { key: contentKey, value: parsed.data, hi },
      { onSuccess: () => toast.success(t`Content saved`), onError: (err) => showIssues(serverIssues(err)) },
    );
  }

  return (
    <ContentFormContext.Provider value={state}>
      <form noValidate onSubmit={onSubmit} aria-label={t`Edit ${title}`} className="space-y-5">
        <PlanTokens />
        {issues.length > 0 && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">
              {issues.length === 1 ? <Trans>One field needs attention: nothing was saved.</Trans> : <IssueCount count={issues.length} />}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {issues.slice(0, 8).map((i) => (
                <li key={`${i.path}:${i.message}`}>
                  {i.path ? <><a href={`#${contentFieldId(i.path)}`} className="underline">{issueTitle(node, i.path)}</a>: </> : null}{i.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <ObjectFields node={node} path={[]} />
        <div className="sticky bottom-0 flex gap-3 border-t border-navy-100 bg-white py-3">
          <Button type="submit" disabled={save.isPending}>{save.isPending ? t`Saving…` : t`Save`}</Button>
          <Button variant="outline" disabled={save.isPending} onClick={() => { setDraft(admin.value); setDraftHi(admin.hi); setIssues([]); }}>
            <Trans>Discard changes</Trans>
          </Button>
        </div>
      </form>
      <section aria-labelledby={`${contentKey}-preview`} className="mt-6 rounded-xl border border-navy-100 bg-white p-4">
        <h3 id={`${contentKey}-preview`} className="mb-3 text-base font-bold text-navy-950"><Trans>Preview</Trans></h3>
        <ContentPreview node={node} value={draft} />
      </section>
    </ContentFormContext.Provider>
  );
}

function IssueCount({ count }: { count: number }) {
  return <Trans>{count} fields need attention: nothing was saved.</Trans>;
}
