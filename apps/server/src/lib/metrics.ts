import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics (GET /metrics, plugins/metrics.ts; docs/decisions/0050-metrics.md). The one
 * place that knows prom-client: modules call the small functions below. One registry per process:
 * counters count what this process did, and Prometheus sums the processes.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const requestDuration = new Histogram({
  name: 'tlt_http_request_duration_seconds',
  help: 'Requests answered, by method, route pattern (never the raw URL) and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Whoever holds live streams reports how many (the notifications hub); read at scrape time. */
const streamSources = new Set<() => number>();
new Gauge({
  name: 'tlt_sse_streams_open',
  help: 'Live notification streams (text/event-stream) held open by this process',
  registers: [registry],
  collect() {
    let n = 0;
    for (const count of streamSources) n += count();
    this.set(n);
  },
});

/** Counts `count()`'s streams in the gauge until the returned function is called. */
export function trackOpenStreams(count: () => number): () => void {
  streamSources.add(count);
  return () => void streamSources.delete(count);
}

export const jobQueueDepth = new Gauge({
  name: 'tlt_job_queue_jobs',
  help: 'Jobs per queue and state as of pg-boss\'s last monitor pass (a minute old at most): ready, deferred, active, failed (retained)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
});

const jobFailures = new Counter({
  name: 'tlt_job_failures_total',
  help: 'Job attempts that threw, by queue and whether it will be retried',
  labelNames: ['queue', 'final'] as const,
  registers: [registry],
});
export const countJobFailure = (queue: string, final: boolean) => jobFailures.inc({ queue, final: String(final) });

/** A counter of one label, `outcome`: the function that counts one. */
function outcomeCounter<O extends string>(name: string, help: string) {
  const counter = new Counter({ name, help, labelNames: ['outcome'] as const, registers: [registry] });
  return (outcome: O) => counter.inc({ outcome });
}

export type MailOutcome = 'sent' | 'failed' | 'refused' | 'late';
export const countMail = outcomeCounter<MailOutcome>('tlt_mails_total',
  'Mails handed to the transport, by outcome: sent, failed (will be retried), refused (for good), late (past its deadline, not sent)');

export type WebhookOutcome = 'applied' | 'duplicate' | 'bad_signature' | 'error';
export const countWebhook = outcomeCounter<WebhookOutcome>('tlt_payment_webhooks_total',
  'Payment provider webhooks, by outcome: applied, duplicate, bad_signature, error');

export const countPayment = outcomeCounter<'captured' | 'failed'>('tlt_payments_total',
  'Payment outcomes recorded for orders, by outcome: captured, failed');

export type RefundOutcome = 'accepted' | 'refused' | 'unanswered' | 'processed' | 'failed';
export const countRefund = outcomeCounter<RefundOutcome>('tlt_refunds_total',
  'Refunds, by outcome: when issued accepted, refused or unanswered by the provider; later the provider\'s processed or failed');

export const databasePool = new Gauge({
  name: 'tlt_database_pool_connections',
  help: 'The PostgreSQL pool of the app: total, idle, and callers waiting for a connection (absent on the embedded database: one in-process connection)',
  labelNames: ['state'] as const,
  registers: [registry],
});
