// deploy/Caddyfile run by a real Caddy in front of stand-in upstreams (docs/decisions/0054-container-recipe.md):
//   CADDY=/path/to/caddy node --test scripts/deploy-proxy.test.mjs
// Docker cannot run here, so the proxy's rules are checked on the file as committed, with only the
// addresses of compose's services (app1, app2, s3) and the site's replaced by local ports. The stand-ins
// answer with what they received. CADDY defaults to `caddy` on PATH; .ci/run unpacks Debian's package.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const BUCKET = 'tlt-media';
const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const freePort = async () => {
  const s = http.createServer();
  const port = await listen(s);
  await new Promise((r) => s.close(r));
  return port;
};

/** An upstream that echoes the request; its readiness can be turned off; its stream waits for `next()`. */
function standIn(name) {
  const self = { name, ready: true, server: undefined, port: 0, streamWaiters: [] };
  self.server = http.createServer((req, res) => {
    if (req.url === '/api/health/ready') {
      res.statusCode = self.ready ? 200 : 503;
      return res.end();
    }
    if (req.url === '/api/notification/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
      // The second event is written only when the test has seen the first: no timing involved.
      self.streamWaiters.push(() => res.end('data: second\n\n'));
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ name, method: req.method, url: req.url, xff: req.headers['x-forwarded-for'] ?? null }));
  });
  return self;
}

const app1 = standIn('app1');
const app2 = standIn('app2');
const s3 = standIn('s3');
let caddy;
let dir;
let base;
let output = '';

async function waitFor(what, check, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch { /* not yet */ }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n${output.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const get = async (p, init) => {
  const res = await fetch(`${base}${p}`, init);
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
};

before(async () => {
  for (const u of [app1, app2, s3]) u.port = await listen(u.server);
  const sitePort = await freePort();
  base = `http://127.0.0.1:${sitePort}`;
  const committed = fs.readFileSync(new URL('../deploy/Caddyfile', import.meta.url), 'utf8');
  const local = committed
    .replace(/^\{\n/, '{\n\tadmin off\n')
    .replaceAll('app1:3000', `127.0.0.1:${app1.port}`)
    .replaceAll('app2:3000', `127.0.0.1:${app2.port}`)
    .replaceAll('s3:8333', `127.0.0.1:${s3.port}`);
  for (const addr of ['app1:3000', 'app2:3000', 's3:8333']) assert.ok(committed.includes(addr), `the Caddyfile no longer names ${addr}`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-caddy-'));
  fs.writeFileSync(path.join(dir, 'Caddyfile'), local);
  caddy = spawn(process.env.CADDY || 'caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, DOMAIN: base, ACME_EMAIL: 'ops@example.com', S3_BUCKET: BUCKET, HOME: dir, XDG_CONFIG_HOME: dir, XDG_DATA_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout.on('data', (d) => (output += d));
  caddy.stderr.on('data', (d) => (output += d));
  await waitFor('Caddy to answer', async () => (await fetch(`${base}/api/x`)).ok);
});

after(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((r) => caddy.once('exit', r));
    caddy.kill('SIGTERM');
    await exited;
  }
  for (const u of [app1, app2, s3]) {
    u.server.closeAllConnections();
    u.server.close();
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('requests alternate between the two API processes, which see the visitor\'s address, not a forged one', async () => {
  const seen = new Set();
  for (let i = 0; i < 4; i++) {
    const { status, body } = await get('/api/x', { headers: { 'X-Forwarded-For': '6.6.6.6' } });
    assert.equal(status, 200);
    assert.equal(body.xff, '127.0.0.1');
    seen.add(body.name);
  }
  assert.deepEqual([...seen].sort(), ['app1', 'app2']);
});

test('/metrics is not served to the outside', async () => {
  assert.equal((await get('/metrics')).status, 404);
});

test('images are read from the bucket\'s images/ alone, without the query; nothing else of the bucket', async () => {
  const { status, body } = await get('/media/images/abc.webp?acl');
  assert.equal(status, 200);
  assert.deepEqual([body.name, body.url], ['s3', `/${BUCKET}/images/abc.webp`]);
  assert.equal((await get('/media/images/abc.webp', { method: 'POST' })).status, 405);
  assert.equal((await get('/media/backups/tlt-nightly.tar')).status, 404);
  assert.equal((await get('/media/images/%2e%2e/backups/tlt-nightly.tar')).status, 404);
});

test('an event stream passes event by event', async () => {
  const res = await fetch(`${base}/api/notification/stream`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('first')) {
    const { value, done } = await reader.read();
    assert.ok(!done, 'the stream ended before its first event came through');
    text += decoder.decode(value);
  }
  // Seen before the upstream wrote its second event: nothing held it back.
  assert.ok(!text.includes('second'));
  for (const u of [app1, app2]) u.streamWaiters.splice(0).forEach((release) => release());
  while (!text.includes('second')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  assert.match(text, /second/);
});

test('a process that is not ready gets no requests; one that is gone is retried on the other', async () => {
  app2.ready = false;
  await waitFor('app2 to be left out', async () => {
    const names = await Promise.all(Array.from({ length: 6 }, async () => (await get('/api/x')).body.name));
    return names.every((n) => n === 'app1');
  });
  app2.ready = true;
  await waitFor('app2 to be back', async () => (await Promise.all(Array.from({ length: 6 }, async () => (await get('/api/x')).body.name))).includes('app2'));
  app1.server.closeAllConnections();
  await new Promise((r) => app1.server.close(r));
  for (let i = 0; i < 6; i++) {
    const { status, body } = await get('/api/x', { method: 'POST' });
    assert.equal(status, 200);
    assert.equal(body.name, 'app2');
  }
});
