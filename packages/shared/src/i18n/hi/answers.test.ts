import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { glossaryProblems } from '../glossary.ts';
import { translateWith } from '../translate.ts';
import { HINDI } from './index.ts';
import { z } from 'zod';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Every shared file but tests and the catalogue itself. */
const files = (readdirSync(src, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`i18n${path.sep}`))
  .sort();

/** A message function is called with two sets of sample values, so both its forms ("1 device", "7 devices") are checked. */
const SAMPLES: ReadonlyArray<ReadonlyArray<string | number>> = [[1, 1, 1], [7, 8, 9]];

/** Every English message of every exported `*_MSG` object, constant and message function (`…Msg`) of packages/shared. */
async function sharedMessages(): Promise<{ where: string; en: string }[]> {
  const found: { where: string; en: string }[] = [];
  const add = (where: string, value: unknown) => {
    if (typeof value === 'string') found.push({ where, en: value });
    else if (typeof value === 'function') SAMPLES.forEach((args, i) => add(`${where}(sample ${i + 1})`, (value as (...a: unknown[]) => unknown)(...args)));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${where}.${k}`, v);
  };
  for (const file of files) {
    const mod = (await import(path.join(src, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) if (/(^|_)MSG$|Msg$/.test(name)) add(`${file} ${name}`, value);
  }
  return found;
}

/** zod's own English for fields that give no message of their own, as the server's validation answers it. */
const ZOD_DEFAULTS: ReadonlyArray<[z.ZodType, unknown]> = [
  [z.string(), undefined],
  [z.number(), 'x'],
  [z.coerce.number(), 'x'],
  [z.boolean(), 'yes'],
  [z.object({}), null],
  [z.array(z.string()), {}],
  [z.number().int(), 1.5],
  [z.string().max(3), 'abcd'],
  [z.string().min(3), 'a'],
  [z.string().length(3), 'ab'],
  [z.string().length(3), 'abcd'],
  [z.array(z.string()).max(1), ['a', 'b']],
  [z.array(z.string()).min(1), []],
  [z.number().max(5), 6],
  [z.number().min(5), 1],
  [z.number().positive(), 0],
  [z.number().lt(5), 5],
  [z.number().multipleOf(2), 3],
  [z.enum(['a', 'b']), 'c'],
  [z.literal(true), false],
  [z.uuid(), 'x'],
  [z.email(), 'x'],
  [z.url(), 'x'],
  [z.iso.date(), 'x'],
  [z.iso.datetime(), 'x'],
  [z.string().regex(/^a$/), 'b'],
  [z.strictObject({}), { a: 1 }],
  [z.strictObject({}), { a: 1, b: 2 }],
  [z.union([z.string(), z.number()]), true],
];

const MESSAGES = await sharedMessages();

describe('the Hindi of every message an answer can carry (issue 30 §1, §5, §8)', () => {
  it('finds the shared message lists', async () => {
    const where = new Set(MESSAGES.map((m) => m.where.split(' ')[1].split(/[.(]/)[0]));
    for (const name of ['MSG', 'COMMUNITY_MSG', 'ACCOUNT_MSG', 'REFUND_MSG', 'IMPORT_MSG', 'tooLongMsg']) expect(where).toContain(name);
  });

  it('has a Hindi text for each (a function’s message recognised through its template)', async () => {
    const missing = MESSAGES.filter(({ en }) => translateWith(HINDI, en) === en).map((m) => `${m.where}: ${m.en}`);
    expect(missing).toEqual([]);
  });

  it("has a Hindi text for zod's own messages of fields that give none", () => {
    const messages = ZOD_DEFAULTS.flatMap(([schema, input]) => schema.safeParse(input).error!.issues.map((i) => i.message));
    expect(messages).toContain('Too big: expected string to have <=3 characters');
    const missing = messages.filter((en) => translateWith(HINDI, en) === en);
    expect(missing).toEqual([]);
  });

  it('uses the glossary’s trading words throughout', () => {
    expect(glossaryProblems(Object.entries(HINDI).map(([en, hi]) => ({ en, hi })))).toEqual([]);
  });

  it('fills only placeholders its English has (it may leave out a technical one, e.g. zod\'s type names)', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const broken = Object.entries(HINDI).filter(([en, hi]) => names(hi).some((n) => !names(en).includes(n))).map(([en]) => en);
    expect(broken).toEqual([]);
  });
});
