export interface ProviderOrder {
  id: string;
  amountPaise: number;
}

/**
 * The one seam between test mode and Razorpay: only order creation differs. Signatures
 * and webhooks follow Razorpay's rules in both (signature.ts), so the code after them is one.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** Public key handed to the checkout. */
  readonly keyId: string;
  createOrder(o: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
}
