import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type ZodCompiler = typeof zodSerializerCompiler;
type RouteSchema = Parameters<ZodCompiler>[0];
type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema keywords fast-json-stringify either writes as zod's output and JSON.stringify would
 * (type, properties, items, ...) or ignores (the checks: for data zod accepts they change nothing).
 * A schema with any other keyword (a union, a `$ref`, `not`, a tuple, ...) keeps zod's serialiser.
 */
const KEYWORDS = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'format', 'nullable',
  'description', 'title', 'examples', 'deprecated', 'readOnly', 'writeOnly',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minLength', 'maxLength', 'pattern', 'contentEncoding', 'contentMediaType', 'minItems', 'maxItems', 'uniqueItems',
  'minProperties', 'maxProperties', 'propertyNames',
]);
/** Types fast-json-stringify writes as JSON.stringify does for the values zod lets through. */
const TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

/**
 * The schema fast-json-stringify is to follow, rewritten where it says the same thing differently
 * (a nullable object: `anyOf [X, null]` becomes `X` with `nullable`), or undefined when it holds
 * anything not known to serialise byte for byte as zod does.
 */
function fjsSchema(node: unknown): JsonSchema | undefined {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
  let s = { ...(node as JsonSchema) };
  // A default is zod's to apply on input only: an answer missing the field is refused (as by zod), not filled in.
  delete s.default;
  if (Array.isArray(s.anyOf)) {
    const [x, n, ...rest] = s.anyOf as JsonSchema[];
    const isNull = (v: JsonSchema | undefined) => v !== undefined && Object.keys(v).length === 1 && v.type === 'null';
    if (rest.length || !isNull(n) || Object.keys(s).length !== 1) return undefined;
    const inner = fjsSchema(x);
    if (!inner || inner.nullable !== undefined || (Array.isArray(inner.type) && inner.type.includes('null'))) return undefined;
    s = { ...inner, nullable: true };
    return s;
  }
  for (const key of Object.keys(s)) if (!KEYWORDS.has(key)) return undefined;
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  if (!types.every((t) => TYPES.has(t as string))) return undefined;
  // `{}` (z.unknown(), z.any()) is written by JSON.stringify in both; a list of types only as `[T, 'null']`.
  if (types.length > 2 || (types.length === 2 && !types.includes('null'))) return undefined;
  if (types.length === 2 && (types.includes('object') || types.includes('array'))) return undefined;
  if (s.propertyNames !== undefined) {
    // z.record(z.string(), …): every key is written, in the order the object has them.
    const p = s.propertyNames as JsonSchema;
    if (Object.keys(p).length !== 1 || p.type !== 'string') return undefined;
  }
  if (s.properties !== undefined) {
    const props: Record<string, JsonSchema> = {};
    for (const [k, v] of Object.entries(s.properties as Record<string, unknown>)) {
      const p = fjsSchema(v);
      if (!p) return undefined;
      props[k] = p;
    }
    s.properties = props;
  }
  if (s.additionalProperties !== undefined && s.additionalProperties !== false) {
    const a = fjsSchema(s.additionalProperties);
    if (!a) return undefined;
    s.additionalProperties = a;
  }
  if (s.items !== undefined) {
    const i = fjsSchema(s.items);
    if (!i) return undefined;
    s.items = i;
  }
  if (Array.isArray(s.required) && s.properties !== undefined) {
    // fast-json-stringify writes the required properties first: when an optional one comes before a
    // required one, zod's order (the schema's) is kept by listing none as required. Such an object with a
    // required field missing is then written without it rather than refused (the tests' check still refuses it).
    const keys = Object.keys(s.properties as object);
    const required = new Set(s.required as string[]);
    if (!keys.every((k, i) => required.has(k) || keys.slice(i).every((later) => !required.has(later)))) delete s.required;
  }
  if ((types.includes('object') || s.properties !== undefined) && s.additionalProperties === undefined) {
    // zod's output object keeps only its declared keys unless it says otherwise (looseObject, record).
    s.additionalProperties = false;
  }
  return s;
}

/** fast-json-stringify's function for a zod schema, or undefined when zod must keep serialising it. */
export function compiledSerializer(maybeSchema: unknown): Serialize | undefined {
  // As fastify-type-provider-zod reads a route's response schema: the zod schema, or `{ properties: zod }`.
  const schema = maybeSchema instanceof $ZodType ? maybeSchema
    : typeof maybeSchema === 'object' && maybeSchema !== null && (maybeSchema as { properties?: unknown }).properties instanceof $ZodType
      ? (maybeSchema as { properties: $ZodType }).properties : undefined;
  if (!schema) return undefined;
  let json: JsonSchema;
  try {
    // An empty registry: ids and descriptions of the API document are not wanted here (every schema inline).
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw', reused: 'inline', metadata: z.registry() }) as JsonSchema;
  } catch {
    return undefined;
  }
  delete json.$schema;
  const s = fjsSchema(json);
  if (!s) return undefined;
  try {
    return fastJsonStringify(s as unknown as Parameters<typeof fastJsonStringify>[0]) as Serialize;
  } catch {
    return undefined;
  }
}

/**
 * Fastify's serialiser compiler (issue 31 §5, decision 0081-auth-path): an answer whose zod schema has a
 * JSON Schema that fast-json-stringify writes byte for byte as zod's output through JSON.stringify is
 * written by the function fast-json-stringify compiles from it (once per route and status, on its first
 * answer); any other keeps fastify-type-provider-zod's serialiser (zod's encode, then JSON.stringify).
 * The route schemas, their types and the API document are unchanged.
 *
 * `check` (the tests' apps): both run on every answer and a difference, or data zod refuses, fails the
 * request, so every test that reads an answer also proves the bytes unchanged and the answer's shape.
 */
export function responseSerializerCompiler({ check = false }: { check?: boolean } = {}): ZodCompiler {
  return (route: RouteSchema) => {
    const zod = zodSerializerCompiler(route) as Serialize;
    // Compiled on the first answer, not at start: about 4 ms each, and the app has over a thousand route
    // and status pairs, most of them never answered in a process's life (issue 31 §7, start fast).
    const choose = (): Serialize => {
      const compiled = compiledSerializer(route.schema);
      if (!compiled) return zod;
      if (!check) return compiled;
      return (data: unknown) => {
        const bytes = compiled(data);
        const expected = zod(data);
        if (bytes !== expected) {
          let at = 0;
          while (bytes[at] === expected[at]) at++;
          const near = (t: string) => JSON.stringify(t.slice(Math.max(0, at - 80), at + 80));
          throw new Error(`${route.method} ${route.url} (${route.httpStatus}): the compiled serialiser wrote ${near(bytes)} where zod wrote ${near(expected)} (from character ${at})`);
        }
        return bytes;
      };
    };
    let write: Serialize | undefined;
    return (data: unknown) => (write ??= choose())(data);
  };
}
