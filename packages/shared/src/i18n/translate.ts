/**
 * The shared catalogue's lookup (decision 0066): what the server sends (answers, mails, pushes,
 * documents) and the shared messages the web shows are written in English, word for word as the
 * spec has them, and a catalogue gives each its Hindi by that English text. A key may hold
 * `{placeholders}`: `format` fills them, and `translateWith` also recognises a message already
 * filled in English ("At most 4 images") by its key ("At most {max} images").
 */
export type Catalogue = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders from `values`; a missing value leaves its placeholder as written. */
export function format(template: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: string;
}

const patternsOf = new WeakMap<Catalogue, Pattern[]>();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patterns(catalogue: Catalogue): Pattern[] {
  let list = patternsOf.get(catalogue);
  if (!list) {
    list = [];
    for (const [key, translation] of Object.entries(catalogue)) {
      if (!key.includes('{')) continue;
      const names: string[] = [];
      const source = key
        .split(PLACEHOLDER)
        .map((piece, i) => (i % 2 === 1 ? (names.push(piece), '(.+?)') : escape(piece)))
        .join('');
      list.push({ regex: new RegExp(`^${source}$`, 's'), names, translation });
    }
    patternsOf.set(catalogue, list);
  }
  return list;
}

/**
 * The catalogue's text for `english`, filled with `values`; English itself (filled) when the
 * catalogue has no entry, so a missing translation shows the spec's words, never a key.
 */
export function translateWith(catalogue: Catalogue | null | undefined, english: string, values?: Readonly<Record<string, string | number>>): string {
  if (!catalogue) return format(english, values);
  const exact = catalogue[english];
  if (exact !== undefined && exact !== '') return format(exact, values);
  if (!values) {
    for (const { regex, names, translation } of patterns(catalogue)) {
      const match = regex.exec(english);
      if (match) return format(translation, Object.fromEntries(names.map((n, i) => [n, match[i + 1]])));
    }
  }
  return format(english, values);
}
