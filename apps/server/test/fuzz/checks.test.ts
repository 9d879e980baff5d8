import { describe, expect, it } from 'vitest';
import { jsonText, Raw } from './bad-values.ts';
import { problemsOf, sentStrings } from './checks.ts';

// The fuzz test passes only if these checks can fail: each leak shape is caught, ordinary answers are not.
describe('fuzz answer checks', () => {
  const ok = (body: unknown, status = 200, sent: string[] = []) => problemsOf(status, 10, JSON.stringify(body), sent);

  it('fails server errors and answers slower than 5 s', () => {
    expect(ok({ status: false, code: 500 }, 500)).toEqual(['status 500']);
    expect(problemsOf(400, 5_001, '{}', [])).toEqual(['slow (5001 ms)']);
  });

  it('fails stacks, SQL and hashes', () => {
    expect(ok({ message: 'boom', stack: 'TypeError: x\n    at load (/work/main/apps/server/src/a.ts:3:9)' }, 400)).toContain('stack trace');
    expect(ok({ message: 'Failed query: select "id" from "users" where "users"."email" = $1' }, 400)).toContain('SQL text');
    expect(ok({ message: 'insert or update on table "posts" violates foreign key constraint' }, 409)).toContain('SQL text');
    expect(ok({ message: 'invalid byte sequence for encoding "UTF8": 0x00' }, 400)).toContain('SQL text');
    expect(ok({ data: { passwordHash: 'x' } })).toEqual(['hash keys .data.passwordHash']);
    expect(ok({ data: { note: '$argon2id$v=19$m=65536,t=3,p=4$abc$def' } })).toEqual(['argon2 hash']);
  });

  it('passes prose, image locations and echoed input', () => {
    expect(ok({ message: 'Please select tags from the list' }, 400)).toEqual([]);
    expect(ok({ data: { location: `/uploads/images/${'ab'.repeat(32)}.webp` } })).toEqual([]);
    const sent = sentStrings('/api/x', jsonText({ title: 'select "id" from "users"' }));
    expect(ok({ data: { title: 'select "id" from "users"' } }, 409, sent)).toEqual([]);
  });

  it('writes raw JSON pieces and lone surrogates as JSON text', () => {
    expect(jsonText({ a: new Raw('1e400'), b: '\ud800' })).toBe('{"a":1e400,"b":"\\ud800"}');
    expect(JSON.parse(jsonText({ b: '\ud800' })).b).toBe('\ud800');
  });
});
