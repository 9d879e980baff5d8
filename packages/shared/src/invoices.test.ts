import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, stateName } from './indian-states.ts';
import { INVOICE_MSG, InvoiceSettingsInputSchema, isValidGstin } from './invoices.ts';

const valid = { sellerName: 'Lazy Trader Pvt Ltd', address: '12 MG Road, Pune 411001', gstin: '27AAPFU0939F1ZV', stateCode: '27', gstRate: 18, sac: '999293' };
const firstError = (v: object) => {
  const r = InvoiceSettingsInputSchema.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe('GSTIN', () => {
  it('checks the format and the check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false); // one character off
    expect(isValidGstin('27AAPFU0939F1AV')).toBe(false); // no Z
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });

  it('the settings take it in any case and refuse one of another state', () => {
    expect(InvoiceSettingsInputSchema.parse({ ...valid, gstin: ' 27aapfu0939f1zv ' }).gstin).toBe('27AAPFU0939F1ZV');
    expect(firstError({ ...valid, stateCode: '29' })).toBe(INVOICE_MSG.gstinState);
    expect(firstError({ ...valid, gstin: '27AAPFU0939F1ZW' })).toBe(INVOICE_MSG.gstinInvalid);
  });
});

describe('invoice settings', () => {
  it('rates from 0 to 40 with two decimals; SAC 99xxxx; an Indian state', () => {
    expect(firstError(valid)).toBeNull();
    expect(firstError({ ...valid, gstRate: 40.5 })).toBe(INVOICE_MSG.rateInvalid);
    expect(firstError({ ...valid, gstRate: 18.005 })).toBe(INVOICE_MSG.rateInvalid);
    expect(firstError({ ...valid, gstRate: 0.25 })).toBeNull();
    expect(firstError({ ...valid, sac: '123456' })).toBe(INVOICE_MSG.sacInvalid);
    expect(firstError({ ...valid, stateCode: '96' })).toBe(INVOICE_MSG.stateRequired);
    expect(firstError({ ...valid, sellerName: ' ' })).toBe(INVOICE_MSG.sellerNameRequired);
  });

  it('36 states and union territories, each code once', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(stateName('96')).toBe('Outside India');
    expect(stateName('99')).toBeUndefined();
  });
});
