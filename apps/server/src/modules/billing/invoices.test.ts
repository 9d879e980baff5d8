import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { SELLER, download, history, lastPayment, paidMember, putSeller, renewEarly } from '../../../test/billing.ts';

const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
await putSeller(app, admin.token);

const invoiceOf = (id: string, token?: string) => download(app, `/api/user/me/invoice/${id}`, token);
/** Rupee amounts as printed (en-IN grouping, two decimals) → paise. */
const paise = (s: string) => Math.round(Number(s.replaceAll(',', '')) * 100);
const amountAfter = (text: string, label: string) => paise(new RegExp(`${label.replace(/[@%]/g, '\\$&')} ([\\d,]+\\.\\d\\d)`).exec(text)![1]);

describe('who may read payments and invoices', () => {
  it('visitors get 401 on every member route', async () => {
    for (const url of ['/api/user/me/payments', `/api/user/me/invoice/${randomUUID()}`, `/api/user/me/credit-note/${randomUUID()}`, '/api/user/me/billing-details'])
      expect((await call(app, { method: 'GET', url })).status).toBe(401);
  });

  it("another member's payment, an unknown id and a malformed one are all 404, never 403", async () => {
    const a = await paidMember(app);
    const b = await paidMember(app);
    const mine = await lastPayment(app, a.token);
    expect((await invoiceOf(mine._id, a.token)).status).toBe(200);
    for (const id of [mine._id, randomUUID(), 'not-a-uuid', "1' or '1'='1", '%20'])
      expect((await invoiceOf(id, b.token)).status).toBe(404);
    // B's history never lists A's payment.
    expect((await history(app, b.token)).map((i) => i._id)).not.toContain(mine._id);
  });

  it('an expired member still reads their history and invoices (tax papers are theirs), no 402', async () => {
    const expired = await makeUser(app, { months: 1, startedDaysAgo: 90 });
    const items = await history(app, expired.token);
    expect(items).toEqual([expect.objectContaining({ kind: 'payment', method: expect.stringMatching(/^pay_/), status: 'paid', invoiceNumber: null })]);
    // Recorded without an invoice (outside billing): the download issues it, once.
    const first = await invoiceOf(items[0]._id, expired.token);
    expect(first.status).toBe(200);
    const number = /Invoice no\. (TLT\/\d\d-\d\d\/\d{6})/.exec(first.text)![1];
    expect((await history(app, expired.token))[0].invoiceNumber).toBe(number);
    expect((await invoiceOf(items[0]._id, expired.token)).text).toContain(number);
  });
});

describe('the tax invoice PDF', () => {
  it('a signup: numbered, the seller from settings, the buyer, plan and period; no state given → CGST + SGST in the seller\'s state', async () => {
    const m = await paidMember(app, { name: 'Asha Verma' });
    const p = await lastPayment(app, m.token);
    expect(p).toMatchObject({ kind: 'payment', planType: 'Half-Yearly', amount: 17999, method: m.txnId, status: 'paid', invoiceNumber: expect.stringMatching(/^TLT\/\d\d-\d\d\/\d{6}$/) });
    expect(p.invoiceNumber).toHaveLength(16);
    const { res, text } = await invoiceOf(p._id, m.token);
    expect(res.headers['content-disposition']).toContain(`invoice-${p.invoiceNumber.replaceAll('/', '-')}.pdf`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    for (const s of ['TAX INVOICE', `Invoice no. ${p.invoiceNumber}`, SELLER.sellerName, SELLER.address, `GSTIN: ${SELLER.gstin}`, 'State: Maharashtra (27)',
      'Asha Verma', m.email, 'Place of supply: Maharashtra (27)', "The buyer gave no state: taken as the supplier's state.", 'Half-Yearly membership', '999293'])
      expect(text).toContain(s);
    expect(amountAfter(text, 'Taxable value')).toBe(1_525_338);
    expect(amountAfter(text, 'CGST @ 9%')).toBe(137_281);
    expect(amountAfter(text, 'SGST @ 9%')).toBe(137_281);
    expect(amountAfter(text, 'Total \\(GST included\\)')).toBe(1_799_900);
    expect(text).toContain('Rupees Seventeen Thousand Nine Hundred Ninety-Nine Only');
    expect(text).not.toContain('IGST');
  });

  it('a member in another state pays IGST; the totals add up to the payment', async () => {
    const m = await paidMember(app, { state: '29' });
    expect((await renewEarly(app, m.token, 2)).r.status).toBe(200);
    const p = await lastPayment(app, m.token);
    const { text } = await invoiceOf(p._id, m.token);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).not.toContain('CGST');
    const [taxable, igst, total] = [amountAfter(text, 'Taxable value'), amountAfter(text, 'IGST @ 18%'), amountAfter(text, 'Total \\(GST included\\)')];
    expect([taxable, igst]).toEqual([1_525_339, 274_561]);
    expect(taxable + igst).toBe(total);
    expect(total).toBe(Math.round(p.amount * 100));
  });

  it("the seller's own state: CGST + SGST without the note; outside India: IGST, place of supply outside India", async () => {
    const same = await paidMember(app, { state: '27' });
    await renewEarly(app, same.token, 2);
    const t1 = (await invoiceOf((await lastPayment(app, same.token))._id, same.token)).text;
    expect(t1).toContain('Place of supply: Maharashtra (27)');
    expect(t1).toContain('CGST @ 9%');
    expect(t1).not.toContain('gave no state');

    const abroad = await paidMember(app, { state: '96' });
    await renewEarly(app, abroad.token, 2);
    const t2 = (await invoiceOf((await lastPayment(app, abroad.token))._id, abroad.token)).text;
    expect(t2).toContain('Place of supply: Outside India (96)');
    expect(t2).toContain('IGST @ 18%');
  });

  it('an issued invoice keeps what it said: a later state, name or rate does not rewrite it', async () => {
    const m = await paidMember(app, { state: '29' });
    await renewEarly(app, m.token, 2);
    const p = await lastPayment(app, m.token);
    const before = (await invoiceOf(p._id, m.token)).text;
    await call(app, { method: 'PUT', url: '/api/user/me/billing-details', token: m.token, payload: { stateCode: '27' } });
    await putSeller(app, admin.token, { ...SELLER, gstRate: 5, address: '1 New Address Lane, Mumbai 400001' });
    try {
      expect((await invoiceOf(p._id, m.token)).text).toBe(before);
    } finally {
      await putSeller(app, admin.token);
    }
  });

  it('a name in Devanagari prints as written, and the PDF reads it back in reading order', async () => {
    const name = 'राहुल शर्मा';
    const m = await paidMember(app, { name });
    const { status, text, actualTexts } = await invoiceOf((await lastPayment(app, m.token))._id, m.token);
    expect(status).toBe(200);
    // Drawn in the embedded Devanagari font: its glyphs, no '?' where the name stands.
    expect(text).toMatch(/राहुल श/);
    expect(text).not.toContain('?');
    // The glyphs stand in visual order (the reph after मा); the line's ActualText is the name as typed.
    expect(actualTexts).toContain(name);
    expect(text).toContain('Invoice no. TLT/');
  });

  it('a Hindi member\'s invoice shows each heading\'s Hindi beside the English; an English member\'s has no Hindi (issue 30 §6)', async () => {
    const m = await paidMember(app, { name: 'राहुल शर्मा' });
    expect((await call(app, { method: 'PATCH', url: '/api/user/update', token: m.token, payload: { language: 'hi' } })).status).toBe(200);
    const p = await lastPayment(app, m.token);
    const { status, text, actualTexts } = await invoiceOf(p._id, m.token);
    expect(status).toBe(200);
    for (const line of ['TAX INVOICE / टैक्स इनवॉइस', `Invoice no. / इनवॉइस नंबर ${p.invoiceNumber}`, 'Supplier / सप्लायर', 'Bill to / बिल किसके नाम',
      'State / राज्य: Maharashtra (27)', 'Place of supply / सप्लाई की जगह: Maharashtra (27)', 'Description / विवरण', 'Amount (INR) / रकम (INR)',
      'Total (GST included) / कुल (GST सहित)'])
      expect(actualTexts).toContain(line);
    expect(actualTexts.find((t) => t.startsWith('Taxable value / टैक्सेबल वैल्यू'))).toBeDefined();
    expect(actualTexts.find((t) => t.startsWith('Amount in words / रकम शब्दों में: Rupees'))).toBeDefined();
    // The amounts are the English invoice's.
    expect(text).toMatch(/[\d,]+\.\d\d/);

    const english = await paidMember(app, { name: 'Asha Verma' });
    const plain = await invoiceOf((await lastPayment(app, english.token))._id, english.token);
    expect(plain.text).toContain('TAX INVOICE');
    expect(plain.text).not.toMatch(/[\u0900-\u097F]/);
    expect(plain.actualTexts).toEqual([]);
  });

  it('a name in a script the font lacks still gives a whole invoice', async () => {
    const m = await paidMember(app, { name: 'தமிழ் Selvan' });
    const { status, text, actualTexts } = await invoiceOf((await lastPayment(app, m.token))._id, m.token);
    expect(status).toBe(200);
    expect(actualTexts).toContain('தமிழ் Selvan');
    expect(text).toContain('Selvan');
    expect(text).toMatch(/Total \(GST included\) [\d,]+\.\d\d/);
  });
});

describe('billing details', () => {
  it('the member gives a state or Outside India, or clears it; anything else is a 400', async () => {
    const m = await paidMember(app);
    const put = (stateCode: unknown) => call(app, { method: 'PUT', url: '/api/user/me/billing-details', token: m.token, payload: { stateCode } });
    expect((await call(app, { method: 'GET', url: '/api/user/me/billing-details', token: m.token })).body.data).toEqual({ stateCode: null });
    expect((await put('33')).body).toMatchObject({ status: true, data: { stateCode: '33' }, message: 'Billing details saved' });
    expect((await put('96')).body.data).toEqual({ stateCode: '96' });
    expect((await put('28')).status).toBe(400);
    expect((await put('Maharashtra')).status).toBe(400);
    expect((await put(null)).body.data).toEqual({ stateCode: null });
    expect((await call(app, { method: 'PUT', url: '/api/user/me/billing-details', payload: { stateCode: '27' } })).status).toBe(401);
  });
});
