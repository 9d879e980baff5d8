import { describe, expect, it } from 'vitest';
import { SAMPLES } from './samples.ts';
import { expiryReminderMail, refundMail } from './templates.ts';
import { untranslatedMailWords } from './words.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Issue 30 §6: every mail in Hindi, subject and both parts, with nothing left in English but names, values and links. */
describe('mails in Hindi', () => {
  for (const sample of SAMPLES) {
    it(`${sample.id}: subject, HTML and text are Hindi`, () => {
      const m = sample.mail('hi');
      expect(m.subject).toMatch(DEVANAGARI);
      expect(m.subject).toMatch(/ \| The Lazy Trader$/);
      expect(m.html).toMatch(/<html[^>]* lang="hi"/);
      expect(m.text.split('\n')[0]).toMatch(/^नमस्ते /);
      expect(m.html).toContain('नमस्ते ');
      expect(m.html).not.toContain('<script');
      // The values stay: links, addresses and amounts are the English mail's.
      for (const s of sample.says.filter((x) => /^https?:|@|₹/.test(x))) {
        expect(m.text).toContain(s);
        expect(m.html).toContain(s);
      }
    });
  }

  it('dates are written with Hindi month names, amounts with Indian grouping', () => {
    const receipt = SAMPLES.find((s) => s.id === 'receipt')!.mail('hi');
    expect(receipt.text).toContain('27 नवंबर 2026 से 27 मई 2027 तक');
    expect(receipt.text).toContain('₹17,999');
    const reminder = SAMPLES.find((s) => s.id === 'expiry-reminder')!.mail('hi');
    expect(reminder.text).toContain('3 दिसंबर 2026');
  });

  it('every English text a Hindi mail passes through translation has its Hindi', () => {
    for (const sample of SAMPLES) sample.mail('hi');
    // The branches the samples do not take.
    for (const daysLeft of [0, 1]) {
      expiryReminderMail({ name: 'Asha', planType: 'Yearly', endDate: new Date(), daysLeft, link: 'https://x.example/r', linkDays: 7, locale: 'hi' });
    }
    for (const endedAt of [null, new Date()]) {
      for (const endedCourseAccess of [true, false]) {
        refundMail({
          name: 'Asha', planType: 'Yearly', amountRupees: 100, txnId: 'pay_1', issuedAt: new Date(), endedAt, periodEnd: new Date(),
          endedCourseAccess, creditNoteUrl: 'https://x.example/c', linkDays: 30, locale: 'hi',
        });
      }
    }
    expect(untranslatedMailWords()).toEqual([]);
  });
});
