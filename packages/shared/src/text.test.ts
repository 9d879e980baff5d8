import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { findUnsafeText, isSafeText, safeText } from './text.ts';

describe('text rule: no NUL, no unpaired surrogate', () => {
  it('accepts ordinary text, emoji (a proper pair) and other control characters', () => {
    for (const s of ['', 'Nifty 50 ₹', 'चार्ट', '📈 up', 'tab\tand\nnewline', '\u200f']) expect(isSafeText(s)).toBe(true);
  });
  it('refuses NUL and lone high or low surrogates anywhere', () => {
    for (const s of ['\u0000', 'a\u0000b', '\ud800', 'x\ud83d', '\udc00y', '📈'.slice(1), 'a\udfff\ud800b'])
      expect(isSafeText(s)).toBe(false);
  });
  it('finds the first unsafe string or key in nested values, with its path', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'x', { c: 'bad\u0000' }] })).toBe('b.2.c');
    expect(findUnsafeText({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(findUnsafeText('\u0000')).toBe('');
    expect(findUnsafeText(['ok', null, 3, true, { x: ['fine'] }])).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });
  it('walks a 100,000-deep array without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toBe(Array(100_000).fill('0').join('.'));
  });
  it('safeText refuses with the one message', () => {
    const r = safeText().safeParse('a\u0000');
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe(MSG.unsafeText);
    expect(safeText().parse('fine')).toBe('fine');
  });
});
