import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestPaymentProvider } from '../../adapters/payments/test-provider.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { download, history, lastPayment, paidMember, putSeller, renewEarly } from '../../../test/billing.ts';

const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
await putSeller(app, admin.token);
const provider = () => app.payments as TestPaymentProvider;
const refund = (m: { email: string }, txnId: string, amount: number) =>
  call(app, { method: 'POST', url: '/api/refund/create', token: admin.token, payload: { amount, paymentId: txnId, email: m.email, ...(amount < 17999 ? { endCourseAccess: false } : {}) } });
const creditNote = (id: string, token?: string) => download(app, `/api/user/me/credit-note/${id}`, token);

describe('a refund and its credit note', () => {
  it('pending: listed as a pending refund, no credit note yet; processed: numbered and downloadable, split like its invoice', async () => {
    const m = await paidMember(app, { state: '29' });
    await renewEarly(app, m.token, 2);
    const paid = await lastPayment(app, m.token);
    expect((await refund(m, paid.method, 5000)).status).toBe(200);

    let items = await history(app, m.token);
    const pending = items.find((i) => i.kind === 'refund');
    expect(pending).toMatchObject({ paymentId: paid._id, amount: 5000, status: 'pending', creditNoteNumber: null, invoiceNumber: paid.invoiceNumber });
    expect(items.find((i) => i._id === paid._id)).toMatchObject({ status: 'refundPending', refunded: 0 });
    expect((await creditNote(pending._id, m.token)).status).toBe(404);

    await provider().deliverPendingWebhooks();
    items = await history(app, m.token);
    // Newest first: the refund before the payment it refunds.
    expect(items[0]).toMatchObject({ kind: 'refund', status: 'processed', method: expect.stringMatching(/^rfnd_/), creditNoteNumber: expect.stringMatching(/^TCN\/\d\d-\d\d\/\d{6}$/) });
    expect(items.find((i) => i._id === paid._id)).toMatchObject({ status: 'partlyRefunded', refunded: 5000 });

    const { status, text } = await creditNote(items[0]._id, m.token);
    expect(status).toBe(200);
    for (const s of ['CREDIT NOTE', `Credit note no. ${items[0].creditNoteNumber}`, `Against invoice ${paid.invoiceNumber}`, 'Place of supply: Karnataka (29)',
      'Taxable value refunded 4,237.29', 'IGST @ 18% 762.71', 'Total refunded (GST included) 5,000.00'])
      expect(text).toContain(s);
  });

  it("own only: another member's refund, an unknown or malformed id is a 404", async () => {
    const m = await paidMember(app);
    const other = await paidMember(app);
    const paid = await lastPayment(app, m.token);
    await refund(m, paid.method, 1000);
    await provider().deliverPendingWebhooks();
    const r = (await history(app, m.token)).find((i) => i.kind === 'refund');
    expect((await creditNote(r._id, m.token)).status).toBe(200);
    for (const id of [r._id, randomUUID(), 'x'.repeat(30)]) expect((await creditNote(id, other.token)).status).toBe(404);
    // Longer than any id: refused before any lookup, by Fastify (414, decision 0034), or by the
    // not-found answer when the web build's catch-all route is there to take the address (404).
    expect([404, 414]).toContain((await creditNote('x'.repeat(300), other.token)).status);
    expect((await creditNote(r._id)).status).toBe(401);
  });

  it('a full refund: the payment reads Refunded, and the invoice still shows the period paid for', async () => {
    const m = await paidMember(app);
    const paid = await lastPayment(app, m.token);
    const before = (await download(app, `/api/user/me/invoice/${paid._id}`, m.token)).text;
    await refund(m, paid.method, 17999);
    await provider().deliverPendingWebhooks();
    expect((await history(app, m.token)).find((i) => i._id === paid._id)).toMatchObject({ status: 'refunded', refunded: 17999 });
    expect((await download(app, `/api/user/me/invoice/${paid._id}`, m.token)).text).toBe(before);
  });

  it('credit notes take consecutive numbers of their own series', async () => {
    const m = await paidMember(app);
    const paid = await lastPayment(app, m.token);
    await refund(m, paid.method, 100);
    await provider().deliverPendingWebhooks();
    await refund(m, paid.method, 200);
    await provider().deliverPendingWebhooks();
    const numbers = (await history(app, m.token)).filter((i) => i.kind === 'refund').map((i) => Number(i.creditNoteNumber.slice(-6)));
    expect(numbers[0]).toBe(numbers[1] + 1);
  });
});
