import { describe, expect, it } from 'vitest';
import { paidMember } from '../../test/billing.ts';
import { makeUser } from '../../test/factories.ts';
import type { TestPaymentProvider } from '../adapters/payments/test-provider.ts';
import { communityUser } from '../../test/community.ts';
import { call, onPostgres, testApp } from '../../test/helper.ts';
import { openStream } from '../../test/sse.ts';
import { NOTIFICATION_STREAM_PATH } from '@tlt/shared/community';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const app = await testApp({ env: { METRICS_TOKEN: TOKEN } });

const scrape = async (token: string | null = TOKEN) =>
  call(app, { method: 'GET', url: '/metrics', headers: token === null ? {} : { authorization: `Bearer ${token}` } });

/** A series' value in Prometheus text (0 when absent): `name{labels}` exactly as prom-client writes it. */
async function value(series: string): Promise<number> {
  const text = (await scrape()).raw;
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('is not served without METRICS_TOKEN (404), and answers only its bearer (401 without it or with a wrong one)', async () => {
    const plain = await testApp();
    expect((await call(plain, { method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('wrong-token')).status).toBe(401);
    expect((await scrape(`${TOKEN}x`)).status).toBe(401);
    const r = await scrape();
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // The process's own figures.
    expect(r.raw).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(r.raw).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('times requests by route pattern and status, never by the raw URL or its query', async () => {
    const series = 'tlt_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
    const before = await value(series);
    expect((await call(app, { method: 'GET', url: '/api/health?token=sekret-in-query' })).status).toBe(200);
    expect(await value(series)).toBe(before + 1);
    await call(app, { method: 'GET', url: '/api/blogs/bySlug/not-a-real-slug-sekret?key=sekret2' });
    await call(app, { method: 'GET', url: '/api/no-such-route-sekret' });
    const text = (await scrape()).raw;
    expect(text).toMatch(/route="\/api\/blogs\/bySlug\/:slug"/);
    expect(text).toMatch(/route="unmatched",status="404"/);
    expect(text).not.toContain('sekret');
  });

  it('counts payments, mails and webhooks by outcome, and reads the job queues when scraped', async () => {
    const captured = await value('tlt_payments_total{outcome="captured"}');
    const sent = await value('tlt_mails_total{outcome="sent"}');
    const badSignature = await value('tlt_payment_webhooks_total{outcome="bad_signature"}');
    await paidMember(app);
    const r = await call(app, {
      method: 'POST', url: '/api/payments/webhook', payload: '{"event":"payment.captured"}',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'forged' },
    });
    expect(r.status).toBe(400);
    expect(await value('tlt_payments_total{outcome="captured"}')).toBe(captured + 1);
    // The receipt, queued after the signup's answer (it never holds it up): poll, draining the queue.
    await expect.poll(async () => (await app.jobs.drain(), value('tlt_mails_total{outcome="sent"}')), { timeout: 15_000 }).toBeGreaterThan(sent);
    expect(await value('tlt_payment_webhooks_total{outcome="bad_signature"}')).toBe(badSignature + 1);
    // Every declared queue is listed, with pg-boss's counts.
    const text = (await scrape()).raw;
    expect(text).toMatch(/^tlt_job_queue_jobs\{queue="mail\.send",state="ready"\} \d+$/m);
    expect(text).toMatch(/^tlt_job_queue_jobs\{queue="mail\.send",state="failed"\} \d+$/m);
  });

  it('counts a job\'s failed attempts by queue, and pg-boss\'s count of its failed jobs', async () => {
    const queue = 'metrics.always-fails';
    await app.jobs.work(queue, async () => {
      throw new Error('this job always fails');
    }, { retryLimit: 0 });
    await app.jobs.send(queue, {});
    await app.jobs.drain();
    expect(await value(`tlt_job_failures_total{queue="${queue}",final="true"}`)).toBe(1);
    // pg-boss's counts are those of its last monitor pass (a minute at most): the queue is listed at once.
    expect((await scrape()).raw).toMatch(new RegExp(`^tlt_job_queue_jobs\\{queue="${queue.replace('.', '\\.')}",state="failed"\\} \\d+$`, 'm'));
  });

  it('counts refunds when issued and as the provider settles them by webhook', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const m = await paidMember(app);
    const [accepted, processed, applied] = await Promise.all(['tlt_refunds_total{outcome="accepted"}',
      'tlt_refunds_total{outcome="processed"}', 'tlt_payment_webhooks_total{outcome="applied"}'].map(value));
    const r = await call(app, {
      method: 'POST', url: '/api/refund/create', token: admin.token,
      payload: { amount: 100, paymentId: m.txnId, orderId: m.orderId, name: 'Asha Verma', email: m.email, endCourseAccess: false },
    });
    expect(r.status).toBe(200);
    expect(await value('tlt_refunds_total{outcome="accepted"}')).toBe(accepted + 1);
    expect(await value('tlt_refunds_total{outcome="processed"}')).toBe(processed);
    await (app.payments as TestPaymentProvider).deliverPendingWebhooks();
    expect(await value('tlt_refunds_total{outcome="processed"}')).toBe(processed + 1);
    expect(await value('tlt_payment_webhooks_total{outcome="applied"}')).toBe(applied + 1);
  });

  it('shows the open live streams, and the PostgreSQL pool where there is one', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const before = await value('tlt_sse_streams_open');
    const member = await communityUser(app);
    const stream = await openStream(`http://127.0.0.1:${port}${NOTIFICATION_STREAM_PATH}`, { token: member.token });
    expect(stream.status).toBe(200);
    expect(await value('tlt_sse_streams_open')).toBe(before + 1);
    stream.close();
    // The server hears the close when the socket ends: poll, never sleep.
    await expect.poll(() => value('tlt_sse_streams_open'), { timeout: 10_000 }).toBe(before);
    const pool = (await scrape()).raw.match(/^tlt_database_pool_connections\{state="total"\} (\d+)$/m);
    if (onPostgres) expect(Number(pool?.[1])).toBeGreaterThan(0);
    else expect(pool).toBeNull();
  });
});
