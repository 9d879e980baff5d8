import fc from 'fast-check';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, ErrorEnvelopeSchema, ValidationErrorEnvelopeSchema } from '@tlt/shared/envelope';
import { UserSchema } from '@tlt/shared/user';
import { call, testApp } from '../../test/helper.ts';
import { makeUser } from '../../test/factories.ts';
import { compiledSerializer, responseSerializerCompiler } from './response-serializer.ts';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });
const zodBytes = (schema: unknown, data: unknown) => (zodSerializerCompiler(route(schema) as never) as (d: unknown) => string)(data);

/** Any string, lone surrogates, controls, quotes, backslashes and Devanagari included. */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', '\\', '\n', '\u0000', '\u001f', '\u2028', '\ud800', '\udfff', 'क', '़', '😀', '</script>'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
});
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const iso = fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
const payment = fc.record({
  amount: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  txnId: text, orderId: nullable(text), startDate: iso, endDate: iso, planType: text, expiry: fc.boolean(),
});
/** A user as toUserDto makes one, plus what a row carries that the answer must never (the password's hash). */
const user = fc.record({
  _id: fc.uuid(), name: text, email: text, contactNo: nullable(text), userType: fc.constantFrom('normal', 'admin'),
  active: fc.boolean(), isProfitable: fc.boolean(), profileImg: nullable(text), agree: fc.boolean(), createdAt: iso,
  experience: nullable(text), investorType: nullable(text), portfolio: nullable(text), payment: fc.array(payment, { maxLength: 4 }),
  addCourseDetails: nullable(fc.record({ _id: text, username: text })), deviceToken: fc.array(text, { maxLength: 3 }),
  language: fc.constantFrom('en', 'hi'), passwordHash: text,
});

describe('compiled response serialiser (issue 31 §5)', () => {
  it('writes GET /api/auth\'s answer from a compiled schema, byte for byte as zod did, and never the hash', () => {
    const schema = envelopeSchema(UserSchema);
    const write = compiledSerializer(schema);
    expect(write).toBeTypeOf('function');
    fc.assert(fc.property(user, fc.option(text, { nil: undefined }), (data, message) => {
      const envelope = { status: true, code: 200, data, ...(message === undefined ? {} : { message }) };
      const bytes = write!(envelope);
      expect(bytes).toBe(zodBytes(schema, envelope));
      expect(bytes).not.toContain('passwordHash');
    }), { numRuns: 300 });
  });

  it('writes the refusals (a record of details, a loose object of field errors) as zod did', () => {
    const details = fc.dictionary(text, fc.jsonValue(), { maxKeys: 4 });
    const refusal = fc.record({ status: fc.constant(false), code: fc.integer({ min: 400, max: 599 }), message: text, data: fc.option(details, { nil: undefined }) });
    const write = compiledSerializer(ErrorEnvelopeSchema)!;
    expect(write).toBeTypeOf('function');
    fc.assert(fc.property(refusal, (r) => { expect(write(r)).toBe(zodBytes(ErrorEnvelopeSchema, r)); }), { numRuns: 200 });

    const errors = fc.array(fc.record({ path: text, message: text }), { maxLength: 3 });
    const invalid = fc.record({
      status: fc.constant(false), code: fc.constant(400), message: text,
      data: fc.option(fc.record({ errors: fc.option(errors, { nil: undefined }), suggested: fc.option(fc.integer(), { nil: undefined }) }), { nil: undefined }),
    });
    const write400 = compiledSerializer(ValidationErrorEnvelopeSchema)!;
    expect(write400).toBeTypeOf('function');
    fc.assert(fc.property(invalid, (r) => { expect(write400(r)).toBe(zodBytes(ValidationErrorEnvelopeSchema, r)); }), { numRuns: 200 });
  });

  it('keeps zod\'s order of the keys when an optional one comes before a required one', () => {
    const schema = z.object({ a: z.string(), comments: z.array(z.string()).optional(), b: z.number(), c: z.string().nullable().optional() });
    const write = compiledSerializer(schema)!;
    for (const data of [{ a: 'x', b: 1 }, { a: 'x', comments: ['y'], b: 1, c: null }, { b: 2, c: 'z', a: 'x', comments: [] }]) {
      expect(write(data)).toBe(zodBytes(schema, data));
    }
    expect(write({ b: 1, comments: [], a: 'x' })).toBe('{"a":"x","comments":[],"b":1}');
  });

  it('leaves to zod what a JSON Schema would not write the same way', () => {
    expect(compiledSerializer(z.object({ a: z.union([z.string(), z.number()]) }))).toBeUndefined();
    expect(compiledSerializer(z.object({ at: z.date() }))).toBeUndefined();
    expect(compiledSerializer(z.object({ n: z.string().transform((s) => s.length) }))).toBeUndefined();
    expect(compiledSerializer(z.tuple([z.string(), z.number()]))).toBeUndefined();
    expect(compiledSerializer(z.object({ k: z.record(z.enum(['a', 'b']), z.string()) }))).toBeUndefined();
    expect(compiledSerializer('not a zod schema')).toBeUndefined();
  });

  it('in the tests\' apps, a difference from zod or data zod refuses fails the answer', () => {
    const compile = responseSerializerCompiler({ check: true });
    const write = compile(route(envelopeSchema(z.object({ n: z.number().int() }))) as never) as (d: unknown) => string;
    expect(write({ status: true, code: 200, data: { n: 2 } })).toBe('{"status":true,"code":200,"data":{"n":2}}');
    // fast-json-stringify alone would write 2 (it truncates); zod refuses 2.5.
    expect(() => write({ status: true, code: 200, data: { n: 2.5 } })).toThrow();
  });

  it('GET /api/auth answers the same bytes as zod\'s serialiser would', async () => {
    const app = await testApp({ checkSerializers: false });
    const { token } = await makeUser(app, { name: 'Kavita "K" \\ क़' });
    const res = await call(app, { method: 'GET', url: '/api/auth', token });
    expect(res.status).toBe(200);
    expect(res.raw).toBe(zodBytes(envelopeSchema(UserSchema), res.body));
    expect(res.raw).not.toContain('passwordHash');
  });
});
