/** Plausible values from the OpenAPI (3.0, zod-made) JSON schemas, so a mutation of one field reaches past the others. */

export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

/** Values known to exist (fixtures) by field name, e.g. postId → a real post; they win over the schema. */
export type Hints = Record<string, unknown>;
/** A hint that leaves an optional field out of the baseline (it is still mutated on its own). */
export const OMIT = Symbol('omit');

export function resolver(components: Record<string, Schema> = {}) {
  return function resolve(s: Schema | undefined): Schema {
    let out = s ?? {};
    for (let i = 0; out.$ref && i < 20; i++) out = components[out.$ref.split('/').pop()!] ?? {};
    if (out.allOf) out = Object.assign({}, ...out.allOf.map(resolve), { ...out, allOf: undefined });
    return out;
  };
}

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** The branch of an anyOf worth filling: the richest one, not `enum: [""]` or null. */
function branch(s: Schema, resolve: (s?: Schema) => Schema): Schema {
  const options = (s.anyOf ?? s.oneOf)!.map(resolve).filter((b) => typeOf(b) !== 'null');
  return options.sort((a, b) => Object.keys(b).length - Object.keys(a).length)[0] ?? {};
}

/** Strings tried in turn against a pattern: cheaper than generating from the regex. */
const PATTERN_CANDIDATES = [
  '9876543210', 'Str0ng!pass', '/', '/fuzz', 'abcdefgh12', '12:30', 'fuzz-slug', '/uploads/images/' + 'a'.repeat(64) + '.webp',
  'https://example.com/page', '2026-01-15T10:00:00.000Z', '2026-01-15', '00000000-0000-4000-8000-000000000000', 'hello', '1', 'a',
];

function plausibleString(s: Schema, name: string): string {
  const byFormat: Record<string, string> = {
    email: `fuzz.${name}@example.com`, uuid: '00000000-0000-4000-8000-000000000000', 'date-time': '2026-01-15T10:00:00.000Z',
    date: '2026-01-15', uri: 'https://example.com/page', url: 'https://example.com/page',
  };
  let v = byFormat[s.format ?? ''] ?? (/email/i.test(name) ? `fuzz.${name}@example.com` : /password/i.test(name) ? 'Str0ng!pass' : 'Fuzz text');
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u');
    if (!re.test(v)) v = PATTERN_CANDIDATES.find((c) => re.test(c)) ?? v;
  }
  if (s.minLength && v.length < s.minLength) v = v.padEnd(s.minLength, 'x');
  return s.maxLength !== undefined && v.length > s.maxLength ? v.slice(0, s.maxLength) : v;
}

/** A valid-looking value for `s`; `name` is the field's own name (for hints and formats). */
export function plausible(s0: Schema | undefined, name: string, hints: Hints, resolve: (s?: Schema) => Schema): unknown {
  const s = resolve(s0);
  if (name in hints) return hints[name];
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf || s.oneOf) return plausible(branch(s, resolve), name, hints, resolve);
  const type = typeOf(s) ?? (s.properties ? 'object' : undefined);
  switch (type) {
    case 'string': return plausibleString(s, name);
    case 'integer':
    case 'number': return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
    case 'boolean': return typeof s.default === 'boolean' ? s.default : true;
    case 'array': {
      const item = plausible(s.items, name, hints, resolve);
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => item);
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      // Every typed property, optional ones too, so each can be mutated on its own; `{}` ones (refused or free) stay out.
      for (const [k, p] of Object.entries(s.properties ?? {})) {
        if (hints[k] === OMIT) continue;
        if (Object.keys(resolve(p)).length || s.required?.includes(k)) out[k] = plausible(p, k, hints, resolve);
      }
      return out;
    }
    default: return s.default ?? 'Fuzz text';
  }
}

/** Every node under the root of a value (objects' keys, arrays' first item), with its schema. */
export function nodesOf(s0: Schema | undefined, value: unknown, resolve: (s?: Schema) => Schema, at: (string | number)[] = []) {
  const out: { path: (string | number)[]; schema: Schema }[] = [];
  let s = resolve(s0);
  if (s.anyOf || s.oneOf) s = branch(s, resolve);
  if (Array.isArray(value) && value.length) {
    const path = [...at, 0];
    out.push({ path, schema: resolve(s.items) }, ...nodesOf(s.items, value[0], resolve, path));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const path = [...at, k];
      out.push({ path, schema: resolve(s.properties?.[k]) }, ...nodesOf(s.properties?.[k], v, resolve, path));
    }
  }
  return out;
}

/** A deep copy of plain objects and arrays; anything else (Raw pieces) is shared. */
function clone(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(clone);
  if (v && Object.getPrototypeOf(v) === Object.prototype) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clone(x)]));
  return v;
}

/** A deep copy of `value` with the node at `path` set to `v` (or removed when `v` is REMOVE). */
export const REMOVE = Symbol('remove');
export function setAt(value: unknown, path: (string | number)[], v: unknown): unknown {
  const copy = clone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = (node[k] ??= {}) as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (v === REMOVE) delete node[last];
  else node[last] = v;
  return copy;
}
