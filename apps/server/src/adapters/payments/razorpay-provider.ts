import { ProviderError, type PaymentProvider, type ProviderRefund } from './types.ts';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';

/** How long one call to Razorpay may take before its outcome counts as unknown. */
const TIMEOUT_MS = 20_000;
/** A refund whose outcome is unknown (no answer, 5xx, 409 "still processing") is sent again with the same key. */
const RETRY_DELAYS_MS = [500, 1500];

interface RazorpayError { error?: { code?: string; description?: string } }
interface RazorpayRefund { id: string; status: 'pending' | 'processed' | 'failed'; amount: number | string }
interface RazorpayOrder { id: string; amount: number | string }

/**
 * Razorpay's public REST API (https://razorpay.com/docs/api/), called with fetch: Basic auth with the
 * key pair, JSON both ways, a timeout on every call. Its SDK was used before; its `payments.refund`
 * takes no per-call headers, so the refund's X-Refund-Idempotency went through the SDK's private
 * axios instance. Now each call says what it sends (issue 29 §5), and neither the SDK nor axios is
 * loaded in the process (decision 0051).
 * A refusal carries Razorpay's `{error: {description}}` and its HTTP status; no answer is status 0.
 */
async function call<T>(apiUrl: string, auth: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new ProviderError(0, err instanceof Error ? err.message : 'No answer from Razorpay');
  }
  const text = await res.text().catch(() => '');
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) throw new ProviderError(res.status, (data as RazorpayError | undefined)?.error?.description ?? 'Refused by Razorpay');
  if (data === undefined) throw new ProviderError(0, 'An answer from Razorpay that is not JSON');
  return data as T;
}

/** Live or Razorpay test keys; `apiUrl` points it at a stand-in in tests. */
export function razorpayProvider(keyId: string, keySecret: string, apiUrl = RAZORPAY_API_URL): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const base = apiUrl.replace(/\/+$/, '');

  return {
    name: 'razorpay',
    keyId,
    createOrder: async ({ amountPaise, receipt, notes }) => {
      const order = await call<RazorpayOrder>(base, auth, '/v1/orders', { amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id, amountPaise: Number(order.amount) };
    },
    refund: async ({ paymentId, amountPaise, idempotencyKey, receipt, notes }) => {
      const body = { amount: amountPaise, speed: 'normal' as const, receipt, notes };
      for (let attempt = 0; ; attempt += 1) {
        try {
          const r = await call<RazorpayRefund>(base, auth, `/v1/payments/${encodeURIComponent(paymentId)}/refund`, body, { 'X-Refund-Idempotency': idempotencyKey });
          return { id: r.id, status: r.status, amountPaise: Number(r.amount) } satisfies ProviderRefund;
        } catch (err) {
          const e = err as ProviderError;
          if (e.definite || attempt >= RETRY_DELAYS_MS.length) throw e;
          await new Promise((ok) => setTimeout(ok, RETRY_DELAYS_MS[attempt]));
        }
      }
    },
  };
}
