import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * One rule for every string the API accepts: no NUL character and no unpaired UTF-16
 * surrogate. PostgreSQL refuses both (SQLSTATE 22021 in text, 22P05/22P02 in jsonb), and
 * neither is something a person typed. The server applies it to every body, path and query
 * parameter (apps/server/src/plugins/text-guard.ts); forms apply it through `safeText` (the shared required fields use it).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isSafeText(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

/** A place in a value; each links to its parent, so a path is built only for the one that fails. */
interface At { key: string; up?: At }

function pathOf(at?: At): string {
  const keys: string[] = [];
  for (let a = at; a; a = a.up) keys.push(a.key);
  return keys.reverse().join('.');
}

/**
 * Where in a parsed value (a JSON body, query or params object) the first unsafe string or
 * key sits, as a dotted path ('' for the value itself); null when there is none. Iterative,
 * so a deeply nested body cannot overflow the stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: [unknown, At | undefined][] = [[value, undefined]];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return pathOf(at);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], { key: String(i), up: at }]);
    } else if (v !== null && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        const here = { key: k, up: at };
        if (!isSafeText(k)) return pathOf(here);
        stack.push([(v as Record<string, unknown>)[k], here]);
      }
    }
  }
  return null;
}

/** A string field (plain, or the one given) that refuses NUL and broken Unicode with the one message. */
export const safeText = <S extends z.ZodType<string>>(field: S = z.string() as unknown as S) =>
  field.refine(isSafeText, { error: MSG.unsafeText });
