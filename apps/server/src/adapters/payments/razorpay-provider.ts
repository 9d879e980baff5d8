import Razorpay from 'razorpay';
import { ProviderError, type PaymentProvider, type ProviderRefund } from './types.ts';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';

/** How long one call to Razorpay may take before its outcome counts as unknown. */
const TIMEOUT_MS = 20_000;
/** A refund whose outcome is unknown (no answer, 5xx, 409 "still processing") is sent again with the same key. */
const RETRY_DELAYS_MS = [500, 1500];

/**
 * The part of the SDK's axios instance used here (axios is the SDK's dependency, not ours): its
 * base URL, auth and user agent are the SDK's. The SDK's `payments.refund` takes no per-call
 * headers, so the refund is posted through this instance with X-Refund-Idempotency on that call
 * only. (An AsyncLocalStorage carrying the key to an interceptor did it before; on Node 20 its first
 * `run` turns on promise hooks for the whole process, a cost every request then pays: decision 0035.)
 */
interface SdkHttp {
  defaults: { baseURL?: string; timeout?: number };
  post<T>(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: T }>;
}

interface SdkError { statusCode?: number; error?: { code?: string; description?: string } }
/** What axios throws: with `response` when Razorpay answered. */
interface HttpError { response?: { status: number; data?: { error?: SdkError['error'] } } }
interface RazorpayRefund { id: string; status: 'pending' | 'processed' | 'failed'; amount: number | string }

/** `{statusCode, error}` from the SDK, or axios's error from a direct call; status 0 when there was no answer. */
function providerError(err: unknown): ProviderError {
  const e = err as SdkError & HttpError;
  if (typeof e?.statusCode === 'number') return new ProviderError(e.statusCode, e.error?.description ?? 'Refused by Razorpay');
  if (typeof e?.response?.status === 'number') return new ProviderError(e.response.status, e.response.data?.error?.description ?? 'Refused by Razorpay');
  return new ProviderError(0, err instanceof Error ? err.message : 'No answer from Razorpay');
}


/** Live or Razorpay test keys through the official SDK; `apiUrl` points it at a stand-in in tests. */
export function razorpayProvider(keyId: string, keySecret: string, apiUrl = RAZORPAY_API_URL): PaymentProvider {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  // The SDK's axios instance: same auth and user agent for every call, our base URL and timeout.
  const http = (client.api as unknown as { rq: SdkHttp }).rq;
  http.defaults.baseURL = apiUrl;
  http.defaults.timeout = TIMEOUT_MS;

  return {
    name: 'razorpay',
    keyId,
    createOrder: async ({ amountPaise, receipt, notes }) => {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id, amountPaise: Number(order.amount) };
    },
    refund: async ({ paymentId, amountPaise, idempotencyKey, receipt, notes }) => {
      const body = { amount: amountPaise, speed: 'normal' as const, receipt, notes };
      for (let attempt = 0; ; attempt += 1) {
        try {
          const { data: r } = await http.post<RazorpayRefund>(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, body, {
            headers: { 'X-Refund-Idempotency': idempotencyKey },
          });
          return { id: r.id, status: r.status, amountPaise: Number(r.amount) } satisfies ProviderRefund;
        } catch (err) {
          const e = providerError(err);
          if (e.definite || attempt >= RETRY_DELAYS_MS.length) throw e;
          await new Promise((ok) => setTimeout(ok, RETRY_DELAYS_MS[attempt]));
        }
      }
    },
  };
}
