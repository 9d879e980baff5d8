import { describe, expect, it } from 'vitest';
import { SAMPLE_NAME, SAMPLES } from './samples.ts';

/** Issue 29 §6: every mail renders, HTML and text, from its React Email component. */
describe('every mail renders', () => {
  it('has all fifteen', () => {
    expect(SAMPLES).toHaveLength(15);
    expect(new Set(SAMPLES.map((s) => s.id)).size).toBe(15);
  });

  for (const sample of SAMPLES) {
    it(`${sample.id}: subject, HTML and text say the same things; the name arrives as text`, () => {
      const m = sample.mail();
      expect(m.subject).toMatch(/ \| The Lazy Trader$/);
      expect(m.html).toMatch(/^<!DOCTYPE html/);
      expect(m.html).toContain('The Lazy Trader');
      for (const s of sample.says) {
        expect(m.text).toContain(s);
        expect(m.html).toContain(s);
      }
      // The name someone typed is text in both parts, never markup in the HTML.
      expect(m.html).not.toContain('<script');
      if (m.text.includes(SAMPLE_NAME)) expect(m.html).toContain('Asha &lt;script&gt;alert(1)&lt;/script&gt; Rao');
      // The text part is text: no tag but the ones the person typed into their name.
      expect(m.text.replaceAll(SAMPLE_NAME, '')).not.toMatch(/<\/?[a-z][^>]*>/i);
    });
  }
});
