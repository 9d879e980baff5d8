import { AsyncLocalStorage } from 'node:async_hooks';
import Razorpay from 'razorpay';
import { ProviderError, type PaymentProvider, type ProviderRefund } from './types.ts';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';

/** How long one call to Razorpay may take before its outcome counts as unknown. */
const TIMEOUT_MS = 20_000;
/** A refund whose outcome is unknown (no answer, 5xx, 409 "still processing") is sent again with the same key. */
const RETRY_DELAYS_MS = [500, 1500];

/**
 * The SDK's `payments.refund` takes no per-call headers (its constructor keeps only
 * X-Razorpay-Account and Content-Type), so the refund's idempotency key rides in this async
 * context and a request interceptor on the SDK's own HTTP client adds it as X-Refund-Idempotency
 * to that call only.
 */
const refundKey = new AsyncLocalStorage<string>();

/** The part of the SDK's axios instance used here (axios is the SDK's dependency, not ours). */
interface SdkHttp {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: { request: { use(fn: (c: SdkRequest) => SdkRequest): number } };
}
interface SdkRequest { method?: string; url?: string; headers: { set(name: string, value: string): unknown } }

interface SdkError { statusCode?: number; error?: { code?: string; description?: string } }

/** The SDK throws `{statusCode, error}` for an answer, and a TypeError when there was none. */
function providerError(err: unknown): ProviderError {
  const e = err as SdkError;
  if (typeof e?.statusCode === 'number') return new ProviderError(e.statusCode, e.error?.description ?? 'Refused by Razorpay');
  return new ProviderError(0, err instanceof Error ? err.message : 'No answer from Razorpay');
}


/** Live or Razorpay test keys through the official SDK; `apiUrl` points it at a stand-in in tests. */
export function razorpayProvider(keyId: string, keySecret: string, apiUrl = RAZORPAY_API_URL): PaymentProvider {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  // The SDK's axios instance: same auth and user agent for every call, our base URL and timeout.
  const http = (client.api as unknown as { rq: SdkHttp }).rq;
  http.defaults.baseURL = apiUrl;
  http.defaults.timeout = TIMEOUT_MS;
  http.interceptors.request.use((config) => {
    const key = refundKey.getStore();
    if (key && config.method === 'post' && /\/payments\/[^/]+\/refund$/.test(config.url ?? '')) config.headers.set('X-Refund-Idempotency', key);
    return config;
  });

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
          const r = await refundKey.run(idempotencyKey, () => client.payments.refund(paymentId, body));
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
