import type { z } from 'zod';
import { translateShared } from './i18n.ts';

/**
 * The one door through which the shared rules' messages reach a form (issue 30 §5): their English,
 * word for word, on English pages; the shared catalogue's Hindi on Hindi pages. Walks react-hook-form's
 * errors (nested for arrays and objects) and rewrites each `message` in place; a field's `ref` (its
 * element) is left alone.
 */
export function translateFieldErrors<E extends object>(errors: E): E {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') error.message = translateShared(error.message);
    translateFieldErrors(value as object);
  }
  return errors;
}

/** Each field's first message (in the page's language), keyed by the field (the issue's first path segment), in the schema's order. */
export function firstIssues(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = translateShared(issue.message);
  }
  return out;
}
