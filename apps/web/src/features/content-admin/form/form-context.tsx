import { createContext, useContext } from 'react';
import { contentFieldId } from '@tlt/shared/content/launch-checklist';
import { getAt, type Path, pathKey } from './value-path.ts';

/** What every field of a generated form reads: the draft, how to change it, and the messages by path. */
export interface ContentFormState {
  value: unknown;
  setAt: (path: Path, next: unknown) => void;
  /** Field path ("items.2.title") → the first message for it. */
  errors: ReadonlyMap<string, string>;
  disabled: boolean;
}

export const ContentFormContext = createContext<ContentFormState | null>(null);

/** One field's value, setter, message and element id (the launch checklist links to that id). */
export function useContentField(path: Path) {
  const form = useContext(ContentFormContext);
  if (!form) throw new Error('useContentField outside a content form');
  const key = pathKey(path);
  const id = contentFieldId(key);
  const error = form.errors.get(key);
  return {
    id,
    value: getAt(form.value, path),
    set: (next: unknown) => form.setAt(path, next),
    error,
    errorId: error ? `${id}-error` : undefined,
    disabled: form.disabled,
  };
}
