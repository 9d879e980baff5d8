import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { INVOICE_MSG } from '@tlt/shared/invoices';
import { paidOrder, signupBody } from './factories.ts';
import { call } from './helper.ts';
import { pdfActualTexts, pdfText } from './pdf.ts';

/** The seller settings the invoice tests use: Maharashtra, a GSTIN whose check character is right. */
export const SELLER = {
  sellerName: 'Lazy Trader Learning Pvt Ltd', address: '12 MG Road, Camp, Pune 411001', gstin: '27AAPFU0939F1ZV',
  stateCode: '27', gstRate: 18, sac: '999293',
};

export const putSeller = (app: FastifyInstance, token: string, body: object = SELLER) =>
  call(app, { method: 'PUT', url: '/api/settings/invoice', token, payload: body });

/**
 * A member who joined through the test checkout (a real order, captured and signed). `state` is
 * then given for their invoices: the signup's invoice was issued before, without one.
 */
export async function paidMember(app: FastifyInstance, o: { planId?: number; name?: string; state?: string } = {}) {
  const { email, proof } = await paidOrder(app, { planId: o.planId ?? 2, name: o.name ?? 'Asha Verma' });
  const r = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(email, proof, { name: o.name ?? 'Asha Verma' }) });
  if (r.status !== 200) throw new Error(`signup ${r.status}: ${r.raw}`);
  const token = r.body.data.token as string;
  if (o.state !== undefined) await call(app, { method: 'PUT', url: '/api/user/me/billing-details', token, payload: { stateCode: o.state } });
  return { email, token, userId: r.body.data.user._id as string, txnId: proof.txnId, orderId: proof.orderId };
}

export const history = async (app: FastifyInstance, token: string) =>
  (await call(app, { method: 'GET', url: '/api/user/me/payments', token })).body.data.items as any[];

/** A PDF download, its text and its tagged lines' ActualText: the answer, and '' / [] when it is no PDF. */
export async function download(app: FastifyInstance, url: string, token?: string) {
  const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const isPdf = res.headers['content-type'] === 'application/pdf';
  return { status: res.statusCode, res, text: isPdf ? await pdfText(res.rawPayload) : '', actualTexts: isPdf ? await pdfActualTexts(res.rawPayload) : [] };
}

/** An order for the bearer's early renewal, paid at the test checkout: the order and the payment's proof. */
export async function renewalProof(app: FastifyInstance, token: string, planId = 3) {
  const created = await call(app, { method: 'POST', url: '/api/order/create', token, payload: { planId, purpose: 'renewal' } });
  if (created.status !== 200) throw new Error(`order/create ${created.status}: ${created.raw}`);
  const paid = (await call(app, { method: 'POST', url: '/api/payments/test/checkout', payload: { orderId: created.body.data.orderId, outcome: 'pay' } })).body.data;
  const proof = { orderId: paid.razorpay_order_id as string, txnId: paid.razorpay_payment_id as string, signature: paid.razorpay_signature as string };
  return { order: created.body.data, proof };
}

/** Renew early through the test checkout: an order for the bearer, paid, then the renewal. */
export async function renewEarly(app: FastifyInstance, token: string, planId = 3) {
  const { order, proof } = await renewalProof(app, token, planId);
  const r = await call(app, { method: 'POST', url: '/api/user/renewEarly', token, payload: proof });
  return { order, proof, r };
}

/** The newest payment in the member's history. */
export const lastPayment = async (app: FastifyInstance, token: string) => (await history(app, token)).find((i) => i.kind === 'payment');

/**
 * A new paid member while the seller is not set: their payment has no invoice number and its invoice
 * answers 409 with INVOICE_MSG.notIssuedYet (never one saying "not set", issue 26). Answers both.
 */
export async function paidMemberAwaitingInvoice(app: FastifyInstance) {
  const m = await paidMember(app);
  const p = await lastPayment(app, m.token);
  expect(p.invoiceNumber).toBeNull();
  const r = await download(app, `/api/user/me/invoice/${p._id}`, m.token);
  expect(r.status).toBe(409);
  expect(r.res.json().message).toBe(INVOICE_MSG.notIssuedYet);
  return { m, p };
}
