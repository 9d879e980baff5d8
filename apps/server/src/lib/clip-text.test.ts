import { describe, expect, it } from 'vitest';
import { clipText } from './clip-text.ts';

describe('clipText', () => {
  it('keeps short text, on one line', () => {
    expect(clipText('  Buy\n\nthe   dip ', 20)).toBe('Buy the dip');
    expect(clipText('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it('cuts long text to the limit with an ellipsis', () => {
    const out = clipText('a'.repeat(30), 20);
    expect(out).toBe(`${'a'.repeat(19)}…`);
    expect(out).toHaveLength(20);
    // No space before the ellipsis.
    expect(clipText('word '.repeat(10), 11)).toBe('word word…');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const out = clipText(`${'a'.repeat(18)}📈📈`, 20);
    expect(out).toBe(`${'a'.repeat(18)}…`);
    expect(out.length).toBeLessThanOrEqual(20);
  });
});
