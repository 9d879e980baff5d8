import type { Schema } from './schema-values.ts';

/** JSON text put into a body as is: numbers JSON.stringify cannot write, deep nesting, duplicate or `__proto__` keys. */
export class Raw {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold Raw pieces. Lone surrogates come out as `\ud800` escapes, which JSON.parse turns back. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v) => (v instanceof Raw ? `\u0001RAW${raws.push(v.text) - 1}\u0001` : v)) ?? 'null';
  return raws.length ? text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i) => raws[Number(i)]) : text;
}

export interface Bad {
  label: string;
  value: unknown;
}

/** The bad values every run sends to every field and parameter; the others are sampled when the budget is short. */
export const CORE = new Set([
  'NUL string', 'only NUL', 'valid + NUL', 'lone high surrogate', 'lone low surrogate', 'valid + lone surrogate', 'int 2^31',
  'number 1e400 (Infinity)', 'null', 'true', 'empty object', 'array of string', '100k string', 'deep array 10000', 'SQL drop',
  '__proto__ object', 'date 2026-02-30', 'missing', 'maxLength + 1', 'maximum + 1', 'minimum - 1',
  ...['not-a-uuid', '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab', '..%2F..%2Fetc%2Fpasswd', '%00', 'a%00b', '%ZZ', '%ED%A0%80', '2147483648', '-1']
    .flatMap((v) => [`path ${v}`, `query ${v}`]),
  'path xxxxxxxxxx…(10000)', 'query repeated', 'query nested', 'query 100k',
]);

const deepArray = (n: number) => new Raw('['.repeat(n) + ']'.repeat(n));
const deepObject = (n: number) => new Raw('{"a":'.repeat(n) + '1' + '}'.repeat(n));

/** Bad values tried in place of any field, whatever its type. */
export const ANY_FIELD: Bad[] = [
  { label: 'number 0', value: 0 }, { label: 'number -1', value: -1 }, { label: 'number 1.5', value: 1.5 },
  { label: 'number 1e308', value: 1e308 }, { label: 'number -1e308', value: -1e308 }, { label: 'int 2^31', value: 2147483648 },
  { label: 'int 2^53+2', value: new Raw('9007199254740994') }, { label: 'number 1e400 (Infinity)', value: new Raw('1e400') },
  { label: 'number -0', value: new Raw('-0') }, { label: '400-digit number', value: new Raw('9'.repeat(400)) },
  { label: 'true', value: true }, { label: 'false', value: false }, { label: 'null', value: null },
  { label: 'empty array', value: [] }, { label: 'array of string', value: ['a'] }, { label: 'empty object', value: {} },
  { label: 'operator object', value: { $gt: '' } }, { label: '__proto__ object', value: new Raw('{"__proto__":{"isAdmin":true}}') },
  { label: 'constructor.prototype object', value: { constructor: { prototype: { isAdmin: true } } } },
  { label: 'deep array 10000', value: deepArray(10_000) }, { label: 'deep object 5000', value: deepObject(5_000) },
  { label: 'empty string', value: '' }, { label: 'blank string', value: '   ' },
  { label: 'NUL string', value: 'a\u0000b' }, { label: 'only NUL', value: '\u0000' },
  { label: 'lone high surrogate', value: 'a\ud800b' }, { label: 'lone low surrogate', value: '\udfff' },
  { label: '100k string', value: 'a'.repeat(100_000) }, { label: '50k emoji', value: '😀'.repeat(50_000) },
  { label: 'SQL or', value: "' OR 1=1 --" }, { label: 'SQL drop', value: "'; drop table users; --" },
  { label: 'SQL quote', value: '" OR ""="' }, { label: 'SQL backslash', value: "\\'; select pg_sleep(10); --" },
  { label: 'emoji', value: '😀👍🏽' }, { label: 'RTL override', value: '\u202Egnp.exe' }, { label: 'zero-width', value: '\u200B\uFEFF' },
  { label: 'combining marks', value: 'Z' + '\u0301'.repeat(5000) }, { label: 'control chars', value: '\u0001\u001b[31m\r\n' },
  { label: 'string NaN', value: 'NaN' }, { label: 'string Infinity', value: '-Infinity' }, { label: 'string 1e309', value: '1e309' },
  { label: 'string -1', value: '-1' }, { label: 'string hex', value: '0x10' }, { label: 'string long number', value: '9'.repeat(400) },
  { label: 'date 2026-02-30', value: '2026-02-30' }, { label: 'date zero', value: '0000-00-00T00:00:00Z' },
  { label: 'date far', value: '+275760-09-13T00:00:00.000Z' }, { label: 'html', value: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
  { label: 'path traversal', value: '../../../../etc/passwd' }, { label: 'percent NUL', value: '%00' },
  { label: 'template', value: '${7*7}{{7*7}}' }, { label: 'javascript url', value: 'javascript:alert(1)' },
  { label: 'uuid of nothing', value: '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab' }, { label: 'not a uuid', value: 'not-a-uuid' },
];

/** Bad values shaped by the field's own schema and its plausible value. */
export function forField(s: Schema, good: unknown): Bad[] {
  const out: Bad[] = [];
  if (typeof good === 'string') {
    out.push(
      { label: 'valid + NUL', value: `${good}\u0000` }, { label: 'valid + lone surrogate', value: `${good}\ud83d` },
      { label: 'valid + 100k', value: good + 'x'.repeat(100_000) }, { label: 'valid + SQL', value: `${good}' OR '1'='1` },
    );
    if (s.maxLength !== undefined) {
      out.push({ label: 'maxLength + 1', value: good.padEnd(s.maxLength + 1, 'x') });
      out.push({ label: 'maxLength in emoji', value: '😀'.repeat(Math.ceil(s.maxLength / 2)) });
    }
  }
  if (typeof good === 'number') {
    if (s.maximum !== undefined) out.push({ label: 'maximum + 1', value: s.maximum + 1 });
    if (s.minimum !== undefined) out.push({ label: 'minimum - 1', value: s.minimum - 1 });
    out.push({ label: 'number as string', value: String(good) }, { label: 'number + 0.5', value: good + 0.5 });
  }
  if (Array.isArray(good)) out.push({ label: '10k items', value: Array(10_000).fill(good[0] ?? 'a') });
  return out;
}

/** Values for a path parameter, already in URL form. */
export const PATH_VALUES: Bad[] = [
  'not-a-uuid', '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab', '00000000-0000-0000-0000-000000000000', '..', '../', '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f', '%00', 'a%00b', '%ZZ', '%', '%ED%A0%80', '%F0%9F%98%80', '%E2%80%AE', 'x'.repeat(10_000), encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent("'; drop table users; --"), '-1', '0', '1.5', '1e309', 'NaN', 'Infinity', '9'.repeat(400), '2147483648',
  '%20', '__proto__', 'constructor', 'prototype', encodeURIComponent('<script>'), '%C0%AE', '%FF',
].map((v) => ({ label: `path ${v.length > 40 ? `${v.slice(0, 10)}…(${v.length})` : v}`, value: v }));

/** Query-string forms for one parameter `k`: each returns the `k=…` part. */
export const QUERY_FORMS: { label: string; form: (k: string) => string }[] = [
  ...PATH_VALUES.map((b) => ({ label: b.label.replace('path', 'query'), form: (k: string) => `${k}=${b.value}` })),
  { label: 'query repeated', form: (k) => `${k}=1&${k}=2` }, { label: 'query brackets', form: (k) => `${k}[]=1&${k}[]=2` },
  { label: 'query nested', form: (k) => `${k}[a][b]=1` }, { label: 'query empty', form: (k) => `${k}=` }, { label: 'query bare', form: (k) => k },
  { label: 'query true', form: (k) => `${k}=true` }, { label: 'query null', form: (k) => `${k}=null` }, { label: 'query 100k', form: (k) => `${k}=${'a'.repeat(100_000)}` },
];

/** Extra query strings added to any operation. */
export const QUERY_EXTRAS: Bad[] = [
  '__proto__[isAdmin]=true', 'constructor[prototype][isAdmin]=true', '__proto__=x', 'a=%00', 'a=%ED%A0%80', 'a=%ZZ',
  Array.from({ length: 5000 }, (_v, i) => `p${i}=${i}`).join('&'), 'a'.repeat(50_000),
].map((v) => ({ label: `query extra ${v.slice(0, 30)}`, value: v }));

export const deep = { deepArray, deepObject };
