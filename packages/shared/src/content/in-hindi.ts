/**
 * Content in two languages (issue 30 §4, decision 0070-content-in-two-languages): each content key
 * keeps its English value as before, and beside it a Hindi value holding only the translated text
 * fields, in the same shape (objects by field, lists by index). A Hindi page reads the English value
 * with each non-empty Hindi text put in its place, so an empty Hindi field shows its English, field
 * by field. Zod-free (the schemas are only read, never imported), so the pages can use it.
 */

/**
 * Which fields of a key are prose to translate: `true` for a text field, an object of masks for an
 * object, a one-item list for a list's items. Links, images, e-mails, phone numbers, video ids,
 * dates, numbers and choices are the same in both languages and are not in the mask.
 */
export type TextMask = true | { readonly [field: string]: TextMask } | readonly [TextMask];

/** The parts of zod 4's introspection the mask reads (public getters on each schema). */
interface Introspected {
  def: { type: string; shape?: Record<string, unknown>; element?: unknown; innerType?: unknown; in?: unknown; options?: unknown[] };
  meta?: () => { widget?: string } | undefined;
  format?: string | null;
}

const PROSE_WIDGETS = new Set([undefined, 'text', 'longtext']);

/** The translatable fields of a content schema (null: none). */
export function textMaskOf(schema: unknown): TextMask | null {
  const s = schema as Introspected;
  switch (s.def.type) {
    case 'optional': case 'nullable': case 'default': case 'readonly':
      return textMaskOf(s.def.innerType);
    case 'pipe':
      return textMaskOf(s.def.in);
    case 'union':
      // A field or '' for none (widgets.ts orNone): its hint is on the union.
      return PROSE_WIDGETS.has(s.meta?.()?.widget) ? textMaskOf(s.def.options![0]) : null;
    case 'object': {
      const fields = Object.entries(s.def.shape ?? {}).flatMap(([k, v]) => {
        const m = textMaskOf(v);
        return m === null ? [] : [[k, m] as const];
      });
      return fields.length ? Object.fromEntries(fields) : null;
    }
    case 'array': {
      const item = textMaskOf(s.def.element);
      return item === null ? null : [item];
    }
    case 'string':
      return PROSE_WIDGETS.has(s.meta?.()?.widget) && !s.format ? true : null;
    default:
      return null;
  }
}

type Path = (string | number)[];
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Each text field of `value` the mask covers, with its path: `fn(path, englishText)`. */
export function eachText(mask: TextMask | null, value: unknown, fn: (path: Path, text: string) => void, path: Path = []): void {
  if (mask === null) return;
  if (mask === true) {
    if (typeof value === 'string') fn(path, value);
    return;
  }
  if (Array.isArray(mask)) {
    if (Array.isArray(value)) value.forEach((v, i) => eachText(mask[0], v, fn, [...path, i]));
    return;
  }
  if (!isObject(value)) return;
  for (const [k, m] of Object.entries(mask)) if (Object.hasOwn(value, k)) eachText(m as TextMask, value[k], fn, [...path, k]);
}

export function textAt(value: unknown, path: Path): unknown {
  let v = value;
  for (const p of path) v = v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[p] : undefined;
  return v;
}

/** The Hindi text at `path`, or '' when there is none or only spaces (a suffix may start with a space). */
const hindiAt = (hi: unknown, path: Path): string => {
  const v = textAt(hi, path);
  return typeof v === 'string' && v.trim() ? v : '';
};

/** A copy of `value` with `text` at `path`, lists and objects made along the way. */
function withText(value: unknown, path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    while (list.length < head) list.push(null);
    list[head] = withText(list[head], rest, text);
    return list;
  }
  const obj = isObject(value) ? { ...value } : {};
  obj[head] = withText(obj[head], rest, text);
  return obj;
}

/**
 * The Hindi value as stored: only the mask's fields, each a non-empty text where the English has a
 * text at the same path (what an editor sent for other fields, or past the end of a list, is dropped).
 */
export function hindiOnly(mask: TextMask | null, english: unknown, hi: unknown): Record<string, unknown> {
  let out: unknown = {};
  eachText(mask, english, (path) => {
    const t = hindiAt(hi, path);
    if (t) out = withText(out, path, t);
  });
  return out as Record<string, unknown>;
}

/** The value a Hindi page shows: the English with every non-empty Hindi text in its field's place. */
export function inHindi<T>(mask: TextMask | null, english: T, hi: unknown): T {
  let out: unknown = english;
  eachText(mask, english, (path) => {
    const t = hindiAt(hi, path);
    if (t) out = withText(out, path, t);
  });
  return out as T;
}

/** The paths of the text fields whose Hindi is empty ("items.2.answer"). */
export function missingHindi(mask: TextMask | null, english: unknown, hi: unknown): string[] {
  const missing: string[] = [];
  eachText(mask, english, (path, text) => {
    if (text.trim() && !hindiAt(hi, path)) missing.push(path.join('.'));
  });
  return missing;
}

/**
 * The shipped Hindi for a value an admin may have changed: a field keeps the seed's Hindi only while
 * its English is still the seed's English there, so a changed text never shows a translation of
 * something else (it falls back to the English instead).
 */
export function seedHindiFor(mask: TextMask | null, english: unknown, seedEnglish: unknown, seedHi: unknown): Record<string, unknown> {
  let out: unknown = {};
  eachText(mask, english, (path, text) => {
    const t = hindiAt(seedHi, path);
    if (t && textAt(seedEnglish, path) === text) out = withText(out, path, t);
  });
  return out as Record<string, unknown>;
}

const ACRONYMS: Record<string, string> = { cta: 'CTA', emi: 'EMI', url: 'URL', faq: 'FAQ' };

/** "ctaLabel" → "CTA label", "whatYouGet" → "What you get": a field's label when its schema has no title. */
export function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[\s_-]+/).filter(Boolean).map((w) => w.toLowerCase());
  const text = words.map((w) => ACRONYMS[w] ?? w).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A field's name in words from its schema ("items.2.answer" → "Items 3 › Answer"), the titles the
 * editor shows: the launch checklist names a field missing its Hindi this way.
 */
export function fieldTitleAt(schema: unknown, path: string): string {
  const words: string[] = [];
  let s = schema as Introspected | undefined;
  const unwrap = () => {
    while (s && ['optional', 'nullable', 'default', 'readonly', 'pipe', 'union'].includes(s.def.type)) {
      s = (s.def.innerType ?? s.def.in ?? s.def.options?.[0]) as Introspected | undefined;
    }
  };
  for (const part of path.split('.').filter(Boolean)) {
    unwrap();
    if (s?.def.type === 'array' && /^\d+$/.test(part)) {
      words[words.length - 1] = `${words.at(-1) ?? 'Item'} ${Number(part) + 1}`;
      s = s.def.element as Introspected;
      continue;
    }
    const field = s?.def.type === 'object' ? (s.def.shape?.[part] as Introspected | undefined) : undefined;
    const title = (field?.meta?.() as { title?: string } | undefined)?.title;
    words.push(title || humanize(part));
    s = field;
  }
  return words.join(' › ');
}

/** Whether the field at `path` is a text field the mask covers (the editor gives it a Hindi box). */
export function isTextField(mask: TextMask | null, path: readonly (string | number)[]): boolean {
  let m: TextMask | null | undefined = mask;
  for (const part of path) {
    if (m === null || m === undefined || m === true) return false;
    m = Array.isArray(m) ? (typeof part === 'number' ? m[0] : undefined) : (m as Record<string, TextMask>)[part as string];
  }
  return m === true;
}
