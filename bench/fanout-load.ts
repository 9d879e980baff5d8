/**
 * The other requests of the fan-out bench (issue 31 §6): `GET /api/auth` as a member at a steady
 * rate while the streams are open and the rounds run, from a process of its own (the bench process
 * parses 10,000 streams' events; in its event loop the latencies would be the parser's, not the
 * server's). autocannon with `overallRate`: the server is asked a set number of requests a second,
 * as other members would ask, rather than as fast as it can answer (which would only measure who
 * wins the 2 cores). Runs until SIGINT (or BENCH_LOAD_SECONDS), then prints its figures as one
 * line of JSON on stdout.
 *
 * Env: BENCH_LOAD_URL, BENCH_LOAD_TOKEN, BENCH_LOAD_RATE (requests/s over all connections),
 * BENCH_LOAD_CONNECTIONS, BENCH_LOAD_SECONDS (the longest it runs).
 */
import autocannon from 'autocannon';

const env = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
};

const instance = autocannon({
  url: env('BENCH_LOAD_URL'),
  headers: { authorization: `Bearer ${env('BENCH_LOAD_TOKEN')}` },
  connections: Number(env('BENCH_LOAD_CONNECTIONS')),
  overallRate: Number(env('BENCH_LOAD_RATE')),
  duration: Number(env('BENCH_LOAD_SECONDS')),
  timeout: 10,
}, (err, r) => {
  if (err) {
    console.error(err);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`${JSON.stringify({
    rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max,
    total: r.requests.total, non2xx: r.non2xx, errors: r.errors + r.timeouts, seconds: r.duration,
  })}\n`);
});
process.once('SIGINT', () => instance.stop());
