import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { createMemberSignupBody, CreateMemberFormSchema } from './member-create.ts';
import { IMPORT_MSG, MemberImportOptionsSchema, parseImportCell } from './member-import.ts';

describe('parseImportCell', () => {
  it('splits the spec example into e-mail, name and contact', () => {
    expect(parseImportCell('rahul.sharma - Rahul Sharma - 9876543210 - gmail.com')).toEqual({
      ok: true, member: { email: 'rahul.sharma@gmail.com', name: 'Rahul Sharma', contactNo: '9876543210' },
    });
  });

  it('forgives extra spaces, an en dash, spaces inside the number, an @ at the seam and capitals', () => {
    expect(parseImportCell('  Asha.Verma   –  Asha  Verma -  +91 98765-43210  - @Example.COM ')).toEqual({
      ok: true, member: { email: 'asha.verma@example.com', name: 'Asha  Verma', contactNo: '+919876543210' },
    });
    // A hyphen inside a part (no spaces around it) is part of it.
    expect(parseImportCell('mary-jane - Mary-Jane Doe - 9123456789 - mail.in')).toMatchObject({ ok: true, member: { email: 'mary-jane@mail.in', name: 'Mary-Jane Doe' } });
  });

  it('refuses other shapes with the reason, and bad values with the sign-up form messages', () => {
    expect(parseImportCell('rahul.sharma@gmail.com')).toEqual({ ok: false, reason: IMPORT_MSG.rowFormat });
    expect(parseImportCell('a - b - 9876543210 - c.com - extra')).toEqual({ ok: false, reason: IMPORT_MSG.rowFormat });
    expect(parseImportCell('a -  - 9876543210 - c.com')).toEqual({ ok: false, reason: IMPORT_MSG.rowFormat });
    expect(parseImportCell('rahul - Rahul - 12345 - gmail.com')).toEqual({ ok: false, reason: MSG.invalidContact });
    expect(parseImportCell('rahul sharma - Rahul - 9876543210 - gmail')).toEqual({ ok: false, reason: MSG.invalidEmail });
  });
});

describe('the admin create-user form and import options', () => {
  const form = { email: 'New@Example.com', name: 'New One', password: 'Str0ng!pass', contactNo: '9876543210', planType: 'Annual', amount: '34999.50', txnId: 'UTR123' };

  it('become the spec signup call: a normal, active member with a manual payment in rupees', () => {
    expect(createMemberSignupBody(CreateMemberFormSchema.parse(form))).toEqual({
      name: 'New One', email: 'new@example.com', contactNo: '9876543210', password: 'Str0ng!pass', userType: 'normal', active: true,
      payment: { amount: 34999.5, txnId: 'UTR123', planType: 'Annual' },
    });
  });

  it('refuse amounts that are not rupees with paise, and default the import to Annual and a welcome mail', () => {
    for (const amount of ['-1', '1.234', 'abc', '']) expect(CreateMemberFormSchema.safeParse({ ...form, amount }).success).toBe(false);
    expect(MemberImportOptionsSchema.parse({ amount: '0', txnId: 'Batch 1' })).toEqual({ planType: 'Annual', amount: 0, txnId: 'Batch 1', notify: true });
    expect(MemberImportOptionsSchema.parse({ amount: 10, txnId: 'B', planType: 'Quarterly', notify: 'false' }).notify).toBe(false);
    expect(MemberImportOptionsSchema.safeParse({ amount: '1', txnId: ' ' }).success).toBe(false);
  });
});

describe('paidAmountField', () => {
  it('says what is wrong: missing, not rupees, too many decimals', () => {
    const message = (amount: unknown) => CreateMemberFormSchema.shape.amount.safeParse(amount).error?.issues[0].message;
    expect(message(undefined)).toBe('Amount paid is required');
    expect(message('  ')).toBe('Amount paid is required');
    for (const bad of ['-5', 'abc', -5, Number.NaN, '1e5']) expect(message(bad)).toBe('Enter the amount paid in rupees, e.g. 34999 or 143.50');
    expect(message('1.234')).toBe('The amount can have at most two decimals (paise)');
    expect(CreateMemberFormSchema.shape.amount.parse(' 17999.5 ')).toBe(17999.5);
  });
});
