import { describe, expect, it } from 'vitest';
import { INVOICE_MSG } from '@tlt/shared/invoices';
import type { TestPaymentProvider } from '../../adapters/payments/test-provider.ts';
import { pathOnly } from '../../lib/log-serializers.ts';
import { mailsTo, makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText } from '../../../test/mail.ts';
import { SELLER, download, history, lastPayment, paidMember, paidMemberAwaitingInvoice, putSeller } from '../../../test/billing.ts';
import { documentLink } from './document-links.ts';

/** Issue 26 §2: the refund mail links its credit note and the receipt its invoice, through signed links that work signed out. */
const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
const provider = () => app.payments as TestPaymentProvider;
const refund = (m: { email: string; txnId: string }, amount: number) =>
  call(app, { method: 'POST', url: '/api/refund/create', token: admin.token, payload: { amount, paymentId: m.txnId, email: m.email, endCourseAccess: false } });

/** The signed document link in the newest mail whose subject starts so, as a path on this app. */
async function linkIn(email: string, subject: string) {
  // A receipt is queued after the answer (sendQuietly, not in the request's transaction): a drain can
  // run before it is queued, so look until it has been written. A machine under load delivers slowly.
  const newest = async () => {
    await app.jobs.drain({ timeoutMs: 60_000 });
    return mailsTo(app, email).find((raw) => mailSubject(raw).startsWith(subject));
  };
  await expect.poll(newest, { timeout: 60_000, interval: 50 }).toBeDefined();
  const mail = await newest();
  const url = /https?:\/\/\S+\/api\/documents\/[A-Za-z0-9_-]+/.exec(mailText(mail!))?.[0];
  expect(url, `a document link in "${subject}"`).toBeDefined();
  return new URL(url!).pathname;
}

describe('before the seller is set, no invoice is issued', () => {
  it('a payment waits for its invoice (never "Supplier: not set"); completing the settings issues it with the seller', async () => {
    const { m } = await paidMemberAwaitingInvoice(app);
    // The receipt's link says the same, clearly, and works once the invoice exists.
    const link = await linkIn(m.email, 'Payment receipt');
    expect((await download(app, link)).status).toBe(409);

    expect((await putSeller(app, admin.token)).status).toBe(200);
    const issued = await lastPayment(app, m.token);
    expect(issued.invoiceNumber).toMatch(/^TLT\/\d\d-\d\d\/\d{6}$/);
    const { status, text } = await download(app, link);
    expect(status).toBe(200);
    expect(text).toContain(SELLER.sellerName);
    expect(text).not.toContain(INVOICE_MSG.notSet);
  });
});

describe('signed document links', () => {
  it('the receipt mail links its invoice: the PDF opens signed out', async () => {
    const m = await paidMember(app);
    const link = await linkIn(m.email, 'Payment receipt');
    const { status, res, text } = await download(app, link);
    expect(status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`Invoice no. ${(await lastPayment(app, m.token)).invoiceNumber}`);
  });

  it('the refund mail links its credit note: opens signed out once the refund is processed (after a full refund, when the member cannot sign in)', async () => {
    const m = await paidMember(app);
    const paid = await lastPayment(app, m.token);
    const r = await call(app, { method: 'POST', url: '/api/refund/create', token: admin.token, payload: { amount: paid.amount, paymentId: m.txnId, email: m.email } });
    expect(r.status).toBe(200);
    // Still pending (the test provider confirms 1.5 s later): no credit note yet, and the link says so.
    const pending = await download(app, new URL(documentLink(app.config, { kind: 'credit_note', id: r.body.data._id })).pathname);
    expect(pending.status).toBe(409);
    expect(pending.res.json().message).toBe(INVOICE_MSG.creditNoteNotYet);
    const link = await linkIn(m.email, 'Your refund');

    await provider().deliverPendingWebhooks();
    const { status, text } = await download(app, link);
    expect(status).toBe(200);
    const note = (await history(app, m.token)).find((i) => i.kind === 'refund');
    expect(text).toContain(`Credit note no. ${note.creditNoteNumber}`);
    expect(text).toContain(`Against invoice ${paid.invoiceNumber}`);
  });

  it('a tampered or expired link answers a clear 4xx, and the token never reaches the log', async () => {
    const m = await paidMember(app);
    const link = await linkIn(m.email, 'Payment receipt');
    const token = link.split('/').pop()!;
    const flipped = token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11);
    for (const bad of [flipped, token.slice(0, -2), 'x', 'A'.repeat(60)]) {
      const r = await download(app, `/api/documents/${bad}`);
      expect(r.status).toBe(404);
      expect(r.res.json().message).toBe(INVOICE_MSG.linkInvalid);
    }
    const paid = await lastPayment(app, m.token);
    const old = new URL(documentLink(app.config, { kind: 'invoice', id: paid._id }, new Date(Date.now() - 400 * 86_400_000))).pathname;
    const expired = await download(app, old);
    expect(expired.status).toBe(410);
    expect(expired.res.json().message).toBe(INVOICE_MSG.linkExpired);
    expect(pathOnly(link)).toBe('/api/documents/:token');
  });

  it('a credit note keeps the seller of the invoice it corrects, not the settings of today', async () => {
    const m = await paidMember(app);
    expect((await lastPayment(app, m.token)).invoiceNumber).not.toBeNull(); // issued with the seller of then
    await putSeller(app, admin.token, { ...SELLER, sellerName: 'Renamed Trading LLP', address: '99 New Street, Mumbai 400001' });
    await refund(m, 500);
    await provider().deliverPendingWebhooks();
    const note = (await history(app, m.token)).find((i) => i.kind === 'refund');
    const { text } = await download(app, `/api/user/me/credit-note/${note._id}`, m.token);
    expect(text).toContain(SELLER.sellerName);
    expect(text).toContain(SELLER.address);
    expect(text).not.toContain('Renamed Trading LLP');
    await putSeller(app, admin.token);
  });
});

describe("a hand-created member's payment", () => {
  it('shows the UTR the admin typed, not "Manual"', async () => {
    const email = `manual-${Date.now()}@example.com`;
    const created = await call(app, {
      method: 'POST', url: '/api/auth/signup', token: admin.token,
      payload: { name: 'Ravi Kumar', email, contactNo: '9876543210', password: 'Str0ng!pass', userType: 'normal', active: true,
        payment: { amount: 34999, txnId: 'UTR0012345678', planType: 'Annual' } },
    });
    expect(created.status).toBe(200);
    const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password: 'Str0ng!pass' } });
    const p = await lastPayment(app, login.body.data.token);
    expect(p.method).toBe('UTR0012345678');
  });
});
