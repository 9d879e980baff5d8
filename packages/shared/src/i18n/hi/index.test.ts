import { describe, expect, it } from 'vitest';
import { HINDI_PARTS } from './index.ts';

describe('the shared Hindi catalogue', () => {
  it('gives one English text one Hindi, whichever part holds it (the parts are joined into one)', () => {
    const seen = new Map<string, { part: string; hi: string }>();
    const clashes: string[] = [];
    for (const [part, catalogue] of Object.entries(HINDI_PARTS)) {
      for (const [en, hi] of Object.entries(catalogue)) {
        const first = seen.get(en);
        if (first && first.hi !== hi) clashes.push(`"${en}": ${first.part} "${first.hi}" ≠ ${part} "${hi}"`);
        else if (!first) seen.set(en, { part, hi });
      }
    }
    expect(clashes).toEqual([]);
  });
});
