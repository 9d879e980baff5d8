import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blankAsAbsent, boolQueryParam, contactField, emailField, newPasswordField } from './fields.ts';
import { MSG } from './messages.ts';

const err = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error!.issues[0].message;

describe('field rules (site-and-admin §5)', () => {
  it('email: required, format, lower-cased', () => {
    expect(err(emailField.safeParse(''))).toBe(MSG.emailRequired);
    expect(err(emailField.safeParse(undefined))).toBe(MSG.emailRequired);
    expect(err(emailField.safeParse('not-an-email'))).toBe(MSG.invalidEmail);
    expect(emailField.parse(' A@B.co ')).toBe('a@b.co');
  });
  it('contact: Indian mobile with optional +91, 91 or 0', () => {
    for (const ok of ['9876543210', '+919876543210', '919876543210', '09876543210'])
      expect(contactField.safeParse(ok).success).toBe(true);
    for (const bad of ['5876543210', '98765', '+4479876543210', 'abcdefghij'])
      expect(err(contactField.safeParse(bad))).toBe(MSG.invalidContact);
    expect(err(contactField.safeParse(''))).toBe(MSG.contactRequired);
  });
  it('new password: 8 to 20 letters, digits and symbols', () => {
    expect(newPasswordField.safeParse('Abcdef1!').success).toBe(true);
    expect(err(newPasswordField.safeParse(''))).toBe(MSG.passwordRequired);
    expect(err(newPasswordField.safeParse('short'))).toBe(MSG.passwordLength);
    expect(err(newPasswordField.safeParse('x'.repeat(21)))).toBe(MSG.passwordLength);
    expect(err(newPasswordField.safeParse('has space 1'))).toBe(MSG.passwordLength);
  });
});

describe('blankAsAbsent', () => {
  const search = z.preprocess(blankAsAbsent, z.string().trim().optional());
  const section = z.preprocess(blankAsAbsent, z.enum(['all', 'free']).default('all'));
  it.each([
    ['', undefined, 'all'],
    ['   ', undefined, 'all'],
    [undefined, undefined, 'all'],
  ])('reads %j as not given', (given, searched, sectioned) => {
    expect(search.parse(given)).toBe(searched);
    expect(section.parse(given)).toBe(sectioned);
  });
  it('leaves a value with text, and anything not a string, as it is', () => {
    expect(search.parse(' gold ')).toBe('gold');
    expect(section.parse('free')).toBe('free');
    expect(blankAsAbsent(0)).toBe(0);
    expect(blankAsAbsent(null)).toBeNull();
  });
});

describe('boolQueryParam', () => {
  it('reads true and false, and nothing else', () => {
    expect(boolQueryParam.parse('true')).toBe(true);
    expect(boolQueryParam.parse('false')).toBe(false);
    expect(boolQueryParam.safeParse('yes').success).toBe(false);
    expect(boolQueryParam.safeParse(true).success).toBe(false);
  });
});
