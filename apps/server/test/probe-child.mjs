// The probe of test/probe.ts: asks argv[2] every argv[3] ms until stdin closes, then prints the
// waits (ms from when each request was due to its answer's end) as JSON, waiting for those in flight.
import http from 'node:http';

const [url, every] = [process.argv[2], Number(process.argv[3])];
const agent = new http.Agent({ keepAlive: true });
const waits = [];
const inflight = new Set();
let stopped = false;
process.stdin.resume();
process.stdin.on('end', async () => {
  stopped = true;
  await Promise.all(inflight);
  // Exits once the pipe has taken it all (an exit right after a large write would cut it short).
  process.stdout.write(JSON.stringify(waits), () => process.exit(0));
});
const t0 = performance.now();
let k = 0;
const tick = () => {
  if (stopped) return;
  const due = t0 + ++k * every;
  const p = new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(waits.push(Math.round(performance.now() - due))));
    });
    req.on('error', () => resolve(waits.push(Math.round(performance.now() - due))));
  });
  inflight.add(p);
  p.then(() => inflight.delete(p));
  setTimeout(tick, Math.max(0, t0 + (k + 1) * every - performance.now()));
};
setTimeout(tick, every);
