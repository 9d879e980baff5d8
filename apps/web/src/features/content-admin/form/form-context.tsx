import { createContext, useContext } from 'react';
import { isTextField, type TextMask } from '@tlt/shared/content/in-hindi';
import { contentFieldId, hindiFieldPath } from '@tlt/shared/content/launch-checklist';
import { getAt, type Path, pathKey } from './value-path.ts';

/** What every field of a generated form reads: the draft, how to change it, and the messages by path. */
export interface ContentFormState {
  value: unknown;
  setAt: (path: Path, next: unknown) => void;
  /** The Hindi draft: the text fields only, same shape (issue 30 §4). */
  hi: unknown;
  setHiAt: (path: Path, next: unknown) => void;
  /** Which fields are text with a Hindi box beside the English. */
  mask: TextMask | null;
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
  const hiId = contentFieldId(hindiFieldPath(key));
  const hiError = form.errors.get(hindiFieldPath(key));
  return {
    id,
    value: getAt(form.value, path),
    set: (next: unknown) => form.setAt(path, next),
    error,
    errorId: error ? `${id}-error` : undefined,
    disabled: form.disabled,
    /** The field's Hindi box, when it is a text field (null otherwise). */
    hindi: isTextField(form.mask, path) ? {
      id: hiId,
      value: getAt(form.hi, path),
      set: (next: unknown) => form.setHiAt(path, next),
      error: hiError,
    } : null,
    /** The Hindi beside a list (its items' Hindi moves and goes with them). */
    hiValue: getAt(form.hi, path),
    setHi: (next: unknown) => form.setHiAt(path, next),
  };
}
