export interface ProviderOrder {
  id: string;
  amountPaise: number;
}

/** A refund as the provider answered it: usually pending; its webhook says processed or failed later. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
  amountPaise: number;
}

export interface RefundRequest {
  /** The provider's payment id (pay_…). */
  paymentId: string;
  amountPaise: number;
  /** Sent as X-Refund-Idempotency: the same key never refunds twice. At least 10 of [A-Za-z0-9_-]. */
  idempotencyKey: string;
  /** Our refund's id, echoed back in the provider's refund and its webhooks. */
  receipt: string;
  notes: Record<string, string>;
}

/** A failed provider call: its HTTP status (0 when there was no answer) and description. */
export class ProviderError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
    this.name = 'ProviderError';
  }

  /** A refusal (4xx other than 409 "still processing"): nothing happened and sending it again cannot help. Otherwise the outcome is unknown. */
  get definite(): boolean {
    return this.statusCode >= 400 && this.statusCode < 500 && this.statusCode !== 409;
  }
}

/**
 * The one seam between test mode and Razorpay: order creation and refunds differ. Signatures and
 * webhooks follow Razorpay's rules in both (signature.ts), so the code after them is one: the test
 * provider delivers its refund webhooks, signed, to the same route Razorpay calls.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** Public key handed to the checkout. */
  readonly keyId: string;
  createOrder(o: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  refund(r: RefundRequest): Promise<ProviderRefund>;
  /** Stops what the provider still has under way (the test provider's webhook timers). */
  close?(): Promise<void>;
}
