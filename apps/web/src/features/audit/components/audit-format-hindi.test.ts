import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { changeLines, detailLines, entryLabel } from './audit-format.ts';

// Issue 30 §8: /hi/admin/audit names actions, plans and payment sources in Hindi; what was typed stays as typed.
describe('audit entries in Hindi', () => {
  beforeAll(() => activateLocale('hi'));
  afterAll(() => activateLocale('en'));

  it('labels the action, the plan and the source, and marks the typed values', () => {
    expect(entryLabel({ action: 'member.create', after: null })).toBe('मेंबर बनाया');
    expect(detailLines({ data: { planType: 'Half-Yearly', source: 'manual', txnId: 'NEFT-2611', name: 'Walker' } })).toEqual([
      { key: 'planType', label: 'प्लान', value: 'छमाही', written: false },
      { key: 'source', label: 'सोर्स', value: 'मैन्युअल', written: false },
      { key: 'txnId', label: expect.any(String), value: 'NEFT-2611', written: true },
      { key: 'name', label: 'नाम', value: 'Walker', written: true },
    ]);
  });

  it('names the invoice settings that changed as their form does, the values as written', () => {
    const lines = changeLines({
      before: { sellerName: 'Old Co', address: 'Pune', gstin: null, stateCode: '27', gstRate: 18, sac: '999293' },
      after: { sellerName: 'TLT Pvt Ltd', address: 'Mumbai', gstin: '27AAPFU0939F1ZV', stateCode: '27', gstRate: 18, sac: '999293' },
    });
    expect(lines.map((l) => l.label)).toEqual(['विक्रेता का रजिस्टर्ड नाम', 'पता', 'GSTIN', 'राज्य', 'GST रेट (%)', 'SAC कोड']);
    expect(lines[0]).toMatchObject({ before: 'Old Co', after: 'TLT Pvt Ltd', written: true });
  });
});
