import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveContent } from '../api/save-content.ts';

interface Problem {
  message: string;
  errors: { path: string; message: string }[];
}

function problemOf(err: unknown): Problem {
  if (err instanceof ApiError) {
    const list = (err.data as { errors?: unknown } | undefined)?.errors;
    const errors = Array.isArray(list)
      ? list.filter((e): e is Problem['errors'][number] => typeof e?.message === 'string')
      : [];
    return { message: err.message, errors };
  }
  return { message: err instanceof Error ? err.message : String(err), errors: [] };
}

/** A JSON editor for one key's value; the server is the judge of what fits its schema. */
export function ContentEditor({ contentKey, title, value }: { contentKey: string; title: string; value: unknown }) {
  const id = useId();
  const [draft, setDraft] = useState(() => JSON.stringify(value, null, 2));
  const [problem, setProblem] = useState<Problem | null>(null);
  const save = useSaveContent();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(draft);
    } catch (err) {
      setProblem({ message: `Invalid JSON: ${(err as Error).message}`, errors: [] });
      return;
    }
    setProblem(null);
    save.mutate(
      { key: contentKey, value: parsed },
      {
        onSuccess: (saved) => {
          setDraft(JSON.stringify(saved, null, 2));
          toast.success('Content saved');
        },
        onError: (err) => setProblem(problemOf(err)),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-json`} className="block text-lg font-bold text-navy-950">
          {title}
        </label>
        <p className="text-sm text-navy-600">
          <code>{contentKey}</code> · JSON
        </p>
      </div>
      <textarea
        id={`${id}-json`}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        rows={24}
        className="w-full rounded-lg border border-navy-200 bg-white p-3 font-mono text-sm leading-relaxed text-navy-900 focus-visible:border-emerald-600"
      />
      {problem && (
        <div id={`${id}-problem`} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{problem.message}</p>
          {problem.errors.length > 1 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {problem.errors.map((e) => (
                <li key={`${e.path}:${e.message}`}>
                  {e.path ? <code>{e.path}</code> : null} {e.message}
                </li>
              ))}
            </ul>
          )}
          {problem.errors.length === 1 && problem.errors[0].path && (
            <p className="mt-1">
              at <code>{problem.errors[0].path}</code>
            </p>
          )}
        </div>
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={() => { setDraft(JSON.stringify(value, null, 2)); setProblem(null); }}>
          Reset
        </Button>
      </div>
    </form>
  );
}
