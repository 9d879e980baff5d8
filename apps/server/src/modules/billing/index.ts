/**
 * The money path's one owner (decision 0012): an order from creation to its single use, the
 * renewal token's spend (the token itself is ../renewal-tokens/), and the one way a payment
 * becomes a period and courses.
 * Other modules import billing through this file only.
 */
export { createOrder } from './create-order.ts';
export { consumeOrder, findOrder, markOrderFailed, markOrderPaid } from './orders.ts';
export { grantPaidPeriod, receiptOf } from './paid-period.ts';
export { renew } from './renew.ts';
export { signupPayment } from './signup-payment.ts';
export { listRefunds } from './list-refunds.ts';
export { applyRefundEvent, type RefundEvent } from './refund-events.ts';
export { recordExpiries, recordMissingEvents, rollQueuedPeriods } from './subscription-sweep.ts';
export { invoiceSettings } from './invoices/settings.ts';
export { receiptLinks } from './document-links.ts';
