import { ANY_FIELD, type Bad, CORE, deep, forField, jsonText, PATH_VALUES, QUERY_EXTRAS, QUERY_FORMS } from './bad-values.ts';
import { multipartCases } from './multipart.ts';
import { type Hints, nodesOf, OMIT, plausible, REMOVE, resolver, type Schema, setAt } from './schema-values.ts';

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/blogs/{id}. */
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema?: Schema }[];
  body?: Schema;
  /** A body the description does not type (multipart, webhook, free JSON). */
  untypedBody: boolean;
}

export interface Case {
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sent without the identity's token (the case sets its own Authorization). */
  ownAuth?: boolean;
}

type OpenApi = { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, Schema> } };

export function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, o] of Object.entries(methods)) {
      if (!['get', 'put', 'post', 'patch', 'delete'].includes(method)) continue;
      const body = o.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      ops.push({
        method: method.toUpperCase(), path, parameters: o.parameters ?? [], body,
        untypedBody: method !== 'get' && (!body || Object.keys(body).length === 0),
      });
    }
  }
  return ops;
}

/** Mulberry32: small, seeded, good enough to pick cases; the seed replays a run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  const shuffle = <T>(xs: T[]) => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  return { next, pick, shuffle };
}
export type Prng = ReturnType<typeof prng>;

const JSON_HEADERS = { 'content-type': 'application/json' };
const ONE_MB = 1024 * 1024;

/** Every string leaf of a value replaced by `f(string)`. */
function mapStrings(v: unknown, f: (s: string) => unknown): unknown {
  if (typeof v === 'string') return f(v);
  if (Array.isArray(v)) return v.map((x) => mapStrings(x, f));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapStrings(x, f)]));
  return v;
}

/**
 * The cases of one operation: systematic ones (every bad value in every field, path and query parameter, every whole-body
 * shape), made lazily as some are large, and `more()` for random pairs of mutations once those run out.
 */
export function casesFor(op: Operation, doc: OpenApi, allHints: Hints, baselineBody: unknown, rand: Prng) {
  const resolve = resolver(doc.components?.schemas);
  // Hints scoped to this operation ("/api/blogs/{id}#id") win over those by field name.
  const hints: Hints = { ...allHints };
  for (const [k, v] of Object.entries(allHints)) if (k.startsWith(`${op.path}#`)) hints[k.slice(op.path.length + 1)] = v;
  const params = (where: string) => op.parameters.filter((p) => p.in === where);
  const paramValue = (p: Operation['parameters'][number]) => String(plausible(p.schema, p.name, hints, resolve));
  const pathValues = Object.fromEntries(params('path').map((p) => [p.name, encodeURIComponent(paramValue(p))]));
  const queryValues = Object.fromEntries(params('query').map((p) => [p.name, `${p.name}=${encodeURIComponent(paramValue(p))}`]));
  const url = (path = pathValues, query = queryValues, extra?: string) => {
    const qs = [...Object.values(query), ...(extra ? [extra] : [])].filter(Boolean).join('&');
    return op.path.replace(/\{(\w+)\}/g, (_m, k) => path[k]) + (qs ? `?${qs}` : '');
  };
  const hasBody = op.method !== 'GET';
  const body = baselineBody !== undefined ? baselineBody : op.body ? plausible(op.body, '', hints, resolve) : hasBody ? {} : undefined;
  const json = (v: unknown, label: string, u = url()): Case => ({ label, url: u, headers: JSON_HEADERS, payload: jsonText(v) });
  const raw = (text: string | Buffer, label: string, headers: Record<string, string> = JSON_HEADERS): Case => ({ label, url: url(), headers, payload: text });
  const base = (label: string, u = url()): Case => (hasBody ? json(body, label, u) : { label, url: u, headers: {} });

  // Core cases first (each shuffled), so a short budget still sends NUL, surrogates, wrong types… to every field,
  // and every whole-body, header and extra-query case (those without a per-field label).
  const core: (() => Case)[] = [];
  const rest: (() => Case)[] = [];
  const add = (f: () => Case, label?: string) => (label === undefined || CORE.has(label) ? core : rest).push(f);
  for (const [name, auth] of [['bearer 300 chars', `Bearer ${'x'.repeat(300)}`], ['bearer SQL', "Bearer ' OR 1=1 --"],
    ['basic auth', 'Basic Zm9vOmJhcg=='], ['bearer empty', 'Bearer '], ['bearer uuid', 'Bearer 6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab']]) {
    add(() => ({ ...base(`header ${name}`), headers: { ...base('').headers, authorization: auth }, ownAuth: true }));
  }
  for (const p of params('path')) {
    for (const b of PATH_VALUES) add(() => base(`${p.name}: ${b.label}`, url({ ...pathValues, [p.name]: b.value as string })), b.label);
  }
  for (const p of params('query')) {
    for (const q of QUERY_FORMS) add(() => base(`?${p.name}: ${q.label}`, url(pathValues, { ...queryValues, [p.name]: q.form(p.name) })), q.label);
    add(() => base(`?${p.name}: missing`, url(pathValues, { ...queryValues, [p.name]: '' })), 'missing');
  }
  for (const b of QUERY_EXTRAS) add(() => base(b.label, url(pathValues, queryValues, b.value as string)));

  // Fields left out of the baseline (OMIT) are still mutated one at a time, from the full plausible body.
  const full = baselineBody !== undefined || !op.body ? body
    : plausible(op.body, '', Object.fromEntries(Object.entries(hints).filter(([, v]) => v !== OMIT)), resolve);
  const nodes = hasBody ? nodesOf(op.body, full, resolve) : [];
  const fieldBad = (n: (typeof nodes)[number]): Bad[] => {
    const good = n.path.reduce<any>((v, k) => v?.[k], full);
    return [...ANY_FIELD, ...forField(n.schema, good), { label: 'missing', value: REMOVE }];
  };
  if (hasBody) {
    const bodyText = jsonText(body);
    const objectBody = !!body && typeof body === 'object' && !Array.isArray(body);
    const withKey = (k: string, v: string) => (objectBody && bodyText !== '{}' ? bodyText.replace(/^\{/, `{"${k}":${v},`) : `{"${k}":${v}}`);
    for (const t of ['null', '[]', '"string"', '123', 'true', '{}', '{', '{"a":', "{'a':1}", '\u0000', '"\\ud800"', '[1,2,']) add(() => raw(t, `body ${t}`));
    add(() => raw(deep.deepArray(10_000).text, 'body deep array 10000'));
    add(() => raw(deep.deepObject(10_000).text, 'body deep object 10000'));
    add(() => raw(withKey('__proto__', '{"isAdmin":true,"userType":"admin"}'), 'body + __proto__ key'));
    add(() => raw(withKey('constructor', '{"prototype":{"isAdmin":true}}'), 'body + constructor.prototype key'));
    add(() => raw(withKey('prototype', '{"isAdmin":true}'), 'body + prototype key'));
    add(() => raw(objectBody && bodyText !== '{}' ? bodyText.replace(/\}$/, `,${bodyText.slice(1)}`) : bodyText, 'body duplicate keys'));
    add(() => raw(`\uFEFF${bodyText}`, 'body with BOM'));
    add(() => raw(withKey('padding', JSON.stringify('a'.repeat(ONE_MB - bodyText.length - 64))), 'body near 1 MB'));
    add(() => raw(withKey('padding', JSON.stringify('a'.repeat(ONE_MB + 10))), 'body over 1 MB'));
    add(() => raw(`[${Array(200_000).fill(0).join(',')}]`, 'body 200k-item array'));
    add(() => raw(bodyText, 'body as text/plain', { 'content-type': 'text/plain' }));
    add(() => raw(bodyText, 'body as form', { 'content-type': 'application/x-www-form-urlencoded' }));
    add(() => raw(bodyText, 'body json latin1', { 'content-type': 'application/json; charset=latin1' }));
    add(() => raw('', 'body empty json'));
    add(() => raw(bodyText, 'body no content-type', {}));
    add(() => json(mapStrings(body, (s) => `${s}\u0000`), 'every string + NUL'));
    add(() => json(mapStrings(body, (s) => `${s}\udc00`), 'every string + lone surrogate'));
    add(() => json(mapStrings(body, (s) => `${s}${'y'.repeat(20_000)}`), 'every string + 20k'));
    add(() => json(mapStrings(body, () => "'; drop table users; --"), 'every string SQL'));
    for (const n of nodes) for (const b of fieldBad(n)) add(() => json(setAt(body, n.path, b.value), `${n.path.join('.')}: ${b.label}`), b.label);
  }
  if (op.untypedBody) for (const c of multipartCases(url())) core.push(() => c);
  const systematic = [...rand.shuffle(core), ...rand.shuffle(rest)];

  // Past the systematic cases: two mutations at once, so fields meet bad neighbours.
  const more = (): Case => {
    if (nodes.length < 2) return rand.pick(systematic)();
    const [a, b] = [rand.pick(nodes), rand.pick(nodes)];
    const [va, vb] = [rand.pick(fieldBad(a)), rand.pick(fieldBad(b))];
    let v = setAt(body, a.path, va.value);
    try {
      v = setAt(v, b.path, vb.value);
    } catch {
      // b sat under a, which the first mutation replaced.
    }
    return json(v, `${a.path.join('.')}: ${va.label} & ${b.path.join('.')}: ${vb.label}`);
  };
  return { baseline: () => base('baseline'), systematic, core: core.length, more };
}
