// A stand-in for Razorpay in the production rehearsal: its API (orders, refunds) on a local port, its
// checkout (the buyer pays: a payment id signed with the key secret, as Razorpay's checkout hands the
// browser) and its webhooks (signed with the webhook secret, sent to the site). It checks what the real
// one checks: Basic auth with the key id and secret, amounts within what was paid.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';

const hmac = (secret, data) => createHmac('sha256', secret).update(data).digest('hex');
const rzpId = (prefix) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * @param {{ keyId: string, keySecret: string, webhookSecret: string }} keys
 * `webhookTargets()` names the site's addresses in turn (the rehearsal alternates processes).
 */
export async function razorpayStandIn(keys, webhookTargets) {
  const orders = new Map();
  const payments = new Map();
  /** Every API call, for the rehearsal's checks: method, path, whether its auth was right, refund keys. */
  const calls = [];
  /** Every webhook sent: its event, where, and the site's answer. */
  const webhooks = [];
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const answer = (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const authorised = req.headers.authorization === expectedAuth;
      const call = { method: req.method, path: req.url, authorised, idempotencyKey: req.headers['x-refund-idempotency'] };
      calls.push(call);
      if (!authorised) return answer(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      let body;
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        return answer(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid JSON' } });
      }
      if (req.method === 'POST' && req.url === '/v1/orders') {
        if (!Number.isInteger(body.amount) || body.amount < 100 || body.currency !== 'INR')
          return answer(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'amount or currency invalid' } });
        const order = {
          id: rzpId('order'), entity: 'order', amount: body.amount, amount_paid: 0, amount_due: body.amount, currency: 'INR',
          receipt: body.receipt, status: 'created', notes: body.notes ?? {}, created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        return answer(200, order);
      }
      const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && refundPath) {
        const payment = payments.get(decodeURIComponent(refundPath[1]));
        if (!payment) return answer(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
        if (!Number.isInteger(body.amount) || body.amount < 100 || body.amount > payment.amount - payment.amount_refunded)
          return answer(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } });
        payment.amount_refunded += body.amount;
        const refund = {
          id: rzpId('rfnd'), entity: 'refund', amount: body.amount, currency: 'INR', payment_id: payment.id,
          notes: body.notes ?? {}, receipt: body.receipt ?? null, status: 'pending', speed_requested: body.speed ?? 'normal',
          created_at: Math.floor(Date.now() / 1000),
        };
        call.refund = refund;
        answer(200, refund);
        // Razorpay settles a normal-speed refund later and says so by webhook.
        setImmediate(() => void sendWebhook('refund.processed', { refund: { ...refund, status: 'processed' }, payment }));
        return undefined;
      }
      return answer(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
    });
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${server.address().port}`;

  const pendingWebhooks = new Set();
  /** Signs and posts one event to the next site address; its answer is kept in `webhooks`. */
  function sendWebhook(event, entities, secret = keys.webhookSecret) {
    const target = webhookTargets();
    const eventId = rzpId('evt');
    const payload = Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, { entity: v }]));
    const raw = JSON.stringify({
      entity: 'event', account_id: 'acc_StandIn', event, contains: Object.keys(entities), payload, created_at: Math.floor(Date.now() / 1000),
    });
    const record = { event, target, status: 0, body: null };
    webhooks.push(record);
    const sent = fetch(`${target}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(secret, raw), 'x-razorpay-event-id': eventId },
      body: raw,
      signal: AbortSignal.timeout(30_000),
    }).then(async (r) => {
      record.status = r.status;
      record.body = await r.json().catch(() => null);
      return record;
    }, (err) => {
      record.body = String(err);
      return record;
    });
    pendingWebhooks.add(sent);
    sent.finally(() => pendingWebhooks.delete(sent));
    return sent;
  }

  return {
    url,
    calls,
    webhooks,
    orders,
    /**
     * The buyer pays an order at the checkout: Razorpay captures it, hands the browser the ids and
     * the signature of `order_id|payment_id` (key secret), and tells the site by a signed webhook.
     */
    async pay(orderId, email) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the stand-in has no order ${orderId}`);
      const payment = {
        id: rzpId('pay'), entity: 'payment', amount: order.amount, currency: 'INR', status: 'captured', order_id: orderId,
        method: 'upi', captured: true, email, amount_refunded: 0, created_at: Math.floor(Date.now() / 1000),
      };
      payments.set(payment.id, payment);
      order.status = 'paid';
      const webhook = await sendWebhook('payment.captured', { payment });
      return {
        proof: { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: hmac(keys.keySecret, `${orderId}|${payment.id}`) },
        webhook,
      };
    },
    /** Resolves when every webhook sent so far has its answer. */
    settled: () => Promise.all([...pendingWebhooks]),
    close: () => new Promise((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    }),
  };
}
