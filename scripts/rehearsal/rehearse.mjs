// The production rehearsal (issue 28 §4): `node scripts/rehearsal/rehearse.mjs RUNTIME_DIR` with
// DATABASE_URL set (scripts/rehearse-production.sh makes both). Two API processes of the built server,
// NODE_ENV=production, on one PostgreSQL, with S3 storage, SMTP mail and a Razorpay stand-in; a member's
// whole paying life goes through them alternately. Every step prints what it checked; any failure exits 1
// with the servers' last log lines. Every wait polls with a bound.
import { createECDH, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { CALL_TIMEOUT_MS, CLIENT_ADDRESS, expectOk, metricSum, openStream } from './http.mjs';
import { s3Store, smtpInbox } from './outside-world.mjs';
import { razorpayStandIn } from './razorpay-standin.mjs';
import { freePort, poll, runTool, startServer } from './servers.mjs';

const runtimeDir = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || !process.env.DATABASE_URL) {
  console.error('usage: DATABASE_URL=postgres://… node scripts/rehearsal/rehearse.mjs RUNTIME_DIR (scripts/rehearse-production.sh does both)');
  process.exit(2);
}

const started = Date.now();
const step = (text) => console.log(`  ✓ ${text}`);
const section = (text) => console.log(`\n[rehearsal +${Math.round((Date.now() - started) / 1000)}s] ${text}`);
function check(cond, what) {
  if (!cond) throw new Error(what);
}

/** A P-256 pair as `npx web-push generate-vapid-keys` prints it (URL-safe base64, 87 and 43 characters). */
function vapidKeys() {
  for (;;) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
    if (keys.publicKey.length === 87 && keys.privateKey.length === 43) return keys;
  }
}
const secret = (bytes) => randomBytes(bytes).toString('base64url');
/** A password the site's rules accept (8–20 printable characters), new each run. */
const password = () => `Rh!${randomBytes(6).toString('hex')}`;
const timeout = () => AbortSignal.timeout(CALL_TIMEOUT_MS);
/** The whole rehearsal's bound (it takes well under a minute once the processes are up). */
const DEADLINE_MS = 6 * 60_000;

const cleanups = [];
const servers = [];
let failed = false;

async function rehearse() {
  section('The outside world: S3-compatible store, SMTP server, Razorpay stand-in');
  const s3 = await s3Store('tlt-rehearsal');
  cleanups.push(s3.close);
  step(`s3rver at ${s3.endpoint}, bucket tlt-rehearsal`);
  const smtp = await smtpInbox();
  cleanups.push(smtp.close);
  step(`SMTP server at ${smtp.url}`);
  const keys = { keyId: `rzp_test_${secret(9)}`, keySecret: secret(24), webhookSecret: secret(24) };
  let webhookTo = null;
  const razorpay = await razorpayStandIn(keys, () => webhookTo.base);
  cleanups.push(razorpay.close);
  step(`Razorpay stand-in at ${razorpay.url}`);

  // Every setting production requires, chosen as an operator would, new for this run.
  const [portA, portB] = [await freePort(), await freePort()];
  const vapid = vapidKeys();
  const admin = { email: 'owner@rehearsal.example', password: password() };
  const metricsToken = randomBytes(24).toString('hex');
  const env = {
    NODE_ENV: 'production', DATABASE_URL: process.env.DATABASE_URL, PUBLIC_URL: `http://127.0.0.1:${portA}`, TRUST_PROXY: 'true',
    LOG_LEVEL: 'info', SMTP_URL: smtp.url, MAIL_FROM: 'The Lazy Trader <receipts@rehearsal.example>',
    RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
    VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:ops@rehearsal.example',
    LINK_SECRET: secret(36), METRICS_TOKEN: metricsToken,
    ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ADMIN_NAME: 'Rehearsal Owner',
    ...s3.env,
  };

  section('Two API processes: node on the built JavaScript, NODE_ENV=production, one PostgreSQL');
  // One after the other: the first applies the migrations and creates the owner.
  const A = startServer('A', runtimeDir, portA, env);
  servers.push(A);
  await A.ready();
  step(`A answers /api/health/ready on ${A.base}`);
  const B = startServer('B', runtimeDir, portB, env);
  servers.push(B);
  await B.ready();
  step(`B answers /api/health/ready on ${B.base}`);
  for (const s of [A, B]) {
    check(!/\btsx\b/.test(s.output()), `${s.name} mentions tsx in its output: production runs without a TypeScript loader`);
    const ready = await expectOk(`${s.name} ready`, s.base, 'GET', 'health/ready');
    check(ready.database === 'up' && ready.listen === 'up' && ready.jobs === 'up', `${s.name} ready parts: ${JSON.stringify(ready)}`);
    step(`${s.name} /api/health/ready 200: database, LISTEN and job queue up`);
  }
  // The web app comes from the runtime folder's apps/web/dist, as the container serves it.
  const page = await fetch(`${B.base}/pricing-plans`, { headers: { 'x-forwarded-for': CLIENT_ADDRESS }, signal: timeout() });
  const html = await page.text();
  const bundle = /<script[^>]+src="(\/[^"]+\.js)"/.exec(html)?.[1];
  check(page.status === 200 && html.includes('id="root"') && bundle, `GET /pricing-plans on B: ${page.status}, root ${html.includes('id="root"')}, bundle ${bundle}`);
  const script = await fetch(`${A.base}${bundle}`, { signal: timeout() });
  check(script.status === 200 && /javascript/.test(script.headers.get('content-type') ?? ''), `GET ${bundle} on A: ${script.status} ${script.headers.get('content-type')}`);
  await script.arrayBuffer();
  step(`the built web app is served: /pricing-plans on B, its script ${bundle} on A`);

  section('Metrics: only for the bearer of METRICS_TOKEN');
  const scrape = async (s) => {
    const r = await fetch(`${s.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` }, signal: timeout() });
    check(r.status === 200, `${s.name} /metrics with the token answered ${r.status}`);
    return r.text();
  };
  for (const s of [A, B]) {
    const none = await fetch(`${s.base}/metrics`, { signal: timeout() });
    const wrong = await fetch(`${s.base}/metrics`, { headers: { authorization: `Bearer ${'x'.repeat(48)}` }, signal: timeout() });
    check([401, 404].includes(none.status) && [401, 404].includes(wrong.status), `${s.name} /metrics without the token: ${none.status}, wrong token: ${wrong.status}`);
  }
  const before = { A: await scrape(A), B: await scrape(B) };
  step('/metrics: 200 with the token on both; refused without it or with a wrong one');

  section('The owner logs in (A); the session holds on B');
  const login = await expectOk('admin login', A.base, 'POST', 'auth/login', { body: { email: admin.email, password: admin.password } });
  const adminToken = login.token;
  check(typeof adminToken === 'string' && login.user.userType === 'admin', `admin login answered ${JSON.stringify(login).slice(0, 200)}`);
  const me = await expectOk('admin on B', B.base, 'GET', 'auth', { token: adminToken });
  check(me.email === admin.email, `B knows the admin's session as ${me.email}`);
  step(`admin ${admin.email} logged in on A, recognised on B`);

  section('A paying member signs up: order (A), Razorpay checkout and webhook (B), signup (A)');
  const email = `member-${secret(6).toLowerCase().replace(/[^a-z0-9]/g, 'x')}@rehearsal.example`;
  const exists = await expectOk('isUserExists', B.base, 'POST', 'user/isUserExists', { body: { email } });
  check(exists === false, `isUserExists for a new e-mail answered ${exists}`);
  const order = await expectOk('order/create', A.base, 'POST', 'order/create', { body: { planId: 2, name: 'Rehearsal Member', email } });
  const atProvider = razorpay.orders.get(order.orderId);
  check(order.provider === 'razorpay' && order.keyId === keys.keyId, `order answered provider ${order.provider}, key ${order.keyId}`);
  check(atProvider && atProvider.amount === order.amount, `the stand-in's order ${JSON.stringify(atProvider)} vs the site's amount ${order.amount}`);
  check(razorpay.calls.every((c) => c.authorised), 'every call to the stand-in carried the key id and secret');
  step(`order ${order.orderId} for ₹${order.amount / 100} (${order.planType}) opened at the stand-in with the site's keys`);
  webhookTo = B;
  const { proof, webhook: captured } = await razorpay.pay(order.orderId, email);
  check(captured.status === 200 && captured.body?.data?.result === 'applied', `payment.captured webhook on B: ${captured.status} ${JSON.stringify(captured.body)}`);
  step('payment captured; its signed webhook applied on B');
  const signup = await expectOk('signup', A.base, 'POST', 'auth/signup', {
    body: {
      name: 'Rehearsal Member', email, contactNo: '9876543210', password: 'Str0ng!pass', portfolio: '2', experience: '1',
      investorType: '1', userType: 'normal', active: true,
      payment: { orderId: proof.razorpay_order_id, txnId: proof.razorpay_payment_id, signature: proof.razorpay_signature },
    },
  });
  const memberToken = signup.token;
  check(typeof memberToken === 'string' && signup.user.email === email, `signup answered ${JSON.stringify(signup).slice(0, 200)}`);
  step(`member ${email} signed up on A with the checkout's signed payment`);

  section('A live notification stream held on B');
  const stream = await openStream(`${B.base}/api/notification/stream`, memberToken);
  cleanups.push(async () => stream.close());
  await stream.next((f) => f.comment === 'open', 10_000);
  step('member stream open on B');

  section('A chart image into S3 (uploaded on B), used in a post on A, read back through B');
  const chart = await sharp({ create: { width: 960, height: 540, channels: 3, background: { r: 20, g: 90, b: 60 } } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([chart], { type: 'image/png' }), 'chart.png');
  const uploaded = await expectOk('upload', B.base, 'POST', 'upload', { token: adminToken, body: form });
  const location = uploaded.location;
  check(location.startsWith(`${s3.endpoint}/tlt-rehearsal/images/`), `the image's address ${location} is not in the bucket`);
  step(`uploaded on B to ${location}`);

  const title = `Rehearsal alert ${secret(4)}`;
  const post = await expectOk('post/create', A.base, 'POST', 'post/create', {
    token: adminToken,
    body: { title: 'NIFTY breakout above the range', images: [location], tags: ['Intraday'], notification: { title, body: 'A new trade idea is up.' } },
  });
  check(post._id && post.images?.includes(location), `the post on A: ${JSON.stringify(post).slice(0, 300)}`);
  step(`admin published post ${post._id} on A with B's image (A accepts the bucket's address)`);

  const frame = await stream.next((f) => f.event === 'notification', 20_000);
  const live = JSON.parse(frame.data);
  check(live.notification.title === title, `the stream's notification: ${frame.data}`);
  step(`the notification "${title}" reached the stream on B (PostgreSQL LISTEN/NOTIFY across processes)`);
  const streams = metricSum(await scrape(B), 'tlt_sse_streams_open');
  check(streams >= 1, `B's /metrics counts ${streams} open streams while the member holds one`);
  step(`B's /metrics counts the open stream (tlt_sse_streams_open ${streams})`);

  // The community terms wizard (community.md §6) comes before the member's first look at the feed.
  await expectOk('terms on B', B.base, 'PATCH', 'user/update', { token: memberToken, body: { _id: signup.user._id, agree: true } });
  const feed = await expectOk('feed on B', B.base, 'POST', 'post/allPosts', { token: memberToken, body: {} });
  const seen = feed.posts.find((p) => p._id === post._id);
  check(seen && seen.images.includes(location), `B's feed has the post with its image: ${JSON.stringify(seen).slice(0, 300)}`);
  const image = await fetch(location, { signal: timeout() });
  const bytes = Buffer.from(await image.arrayBuffer());
  const hash = createHash('sha256').update(bytes).digest('hex');
  check(image.status === 200 && bytes.subarray(8, 12).toString('latin1') === 'WEBP', `the image from the store: ${image.status}, ${bytes.length} bytes`);
  check(location.endsWith(`/${hash}.webp`), `the stored bytes hash to ${hash}, the address says ${location}`);
  step(`B's feed shows the post; its image comes back from the store (${bytes.length} bytes of WebP, hash as named)`);

  section('The receipt over SMTP');
  const mailTo = (subject) => smtp.inbox.find((m) => m.to.includes(email) && m.subject.startsWith(subject));
  await poll('the receipt mail arrives', () => !!mailTo('Payment receipt:'), 60_000);
  const receipt = mailTo('Payment receipt:');
  check(receipt.to.length === 1 && receipt.from === 'receipts@rehearsal.example', `receipt envelope: from ${receipt.from} to ${receipt.to}`);
  check(receipt.subject.includes(order.planType), `receipt subject: ${receipt.subject}`);
  step(`"${receipt.subject}" from ${receipt.from} to ${receipt.to[0]}`);

  section('The owner refunds (B) through the stand-in; its webhook settles it (A)');
  const quote = await expectOk('refund quote', B.base, 'GET', `refund/quote?paymentId=${encodeURIComponent(proof.razorpay_payment_id)}&email=${encodeURIComponent(email)}`, { token: adminToken });
  check(quote.refundable && quote.suggested > 0, `quote: ${JSON.stringify(quote).slice(0, 300)}`);
  webhookTo = A;
  const refund = await expectOk('refund/create', B.base, 'POST', 'refund/create', {
    token: adminToken,
    body: { amount: quote.suggested, paymentId: proof.razorpay_payment_id, orderId: proof.razorpay_order_id, name: 'Rehearsal Member', email },
  });
  const refundCall = razorpay.calls.find((c) => c.refund);
  check(refundCall && refundCall.authorised && refundCall.idempotencyKey && refundCall.refund.amount === quote.suggested * 100,
    `the stand-in's refund call: ${JSON.stringify(refundCall)}`);
  step(`refund of ₹${quote.suggested} accepted by the stand-in (${refundCall.refund.id}, idempotency key sent); answer ${refund.status}`);
  await razorpay.settled();
  const processed = razorpay.webhooks.find((w) => w.event === 'refund.processed');
  check(processed.status === 200 && processed.body?.data?.result === 'applied', `refund.processed webhook on A: ${processed.status} ${JSON.stringify(processed.body)}`);
  await poll('the member sees the refund processed (B)', async () => {
    const history = await expectOk('payments', B.base, 'GET', 'user/me/payments', { token: memberToken });
    return history.items.some((i) => i.kind === 'refund' && i.status === 'processed' && i.amount === quote.suggested);
  }, 30_000);
  step('refund.processed webhook applied on A; the member\'s history on B shows it processed');
  // Behind the operator's proxy (TRUST_PROXY=true) the audit log names the client, not the proxy.
  const audit = await expectOk('audit log', A.base, 'GET', 'admin/audit', { token: adminToken });
  const refundAudit = audit.entries.find((e) => e.action === 'refund.create');
  check(refundAudit?.ip === CLIENT_ADDRESS, `the refund's audit entry: ${JSON.stringify(refundAudit)}`);
  step(`the refund's audit entry (read on A) names the client ${CLIENT_ADDRESS} from X-Forwarded-For (TRUST_PROXY=true)`);
  await poll('the refund mail arrives', () => !!mailTo('Your refund has been issued'), 60_000);
  step('"Your refund has been issued" mail received over SMTP');

  section('Members export (A): an Excel workbook with the member');
  const exported = await fetch(`${A.base}/api/user/export`, { headers: { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': CLIENT_ADDRESS }, signal: timeout() });
  check(exported.status === 200, `export answered ${exported.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await exported.arrayBuffer()));
  const cells = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
  check(cells.includes(email), `the workbook (${workbook.worksheets.length} sheets, ${cells.length} cells) does not name ${email}`);
  step(`export parses as a workbook (${workbook.worksheets.map((w) => w.name).join(', ')}) and lists ${email}`);

  section('The operator\'s tools, built, from the runtime folder');
  const toolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-rehearsal-tools-'));
  cleanups.push(async () => fs.rmSync(toolDir, { recursive: true, force: true }));
  const toolEnv = { ...env, DATA_DIR: toolDir };
  const second = { email: 'deputy@rehearsal.example', password: password() };
  const created = await runTool(runtimeDir, 'admin-create', ['--email', second.email, '--password', second.password, '--name', 'Rehearsal Deputy'], toolEnv);
  check(created.code === 0 && created.output.includes(`Admin ${second.email} created.`), `admin-create exited ${created.code}: ${created.output.slice(-500)}`);
  const deputy = await expectOk('deputy login on B', B.base, 'POST', 'auth/login', { body: second });
  check(deputy.user.userType === 'admin', `the new admin logs in as ${deputy.user.userType}`);
  step(`node apps/server/dist/admin-create.js made ${second.email}, who logs in on B as an admin`);
  const backupFile = path.join(toolDir, 'rehearsal-backup.tar');
  const backup = await runTool(runtimeDir, 'db-backup', [backupFile], toolEnv, 120_000);
  check(backup.code === 0 && /Backup written to .*: \d+ users, [1-9]\d* posts/.test(backup.output) && fs.statSync(backupFile).size > 0,
    `db-backup exited ${backup.code}: ${backup.output.slice(-500)}`);
  step(`node apps/server/dist/db-backup.js: ${backup.output.trim().split('\n').pop()} (${fs.statSync(backupFile).size} bytes)`);

  section('Metrics moved, summed over both processes');
  const after = { A: await scrape(A), B: await scrape(B) };
  const delta = (name, labels) => metricSum(after.A, name, labels) + metricSum(after.B, name, labels)
    - metricSum(before.A, name, labels) - metricSum(before.B, name, labels);
  const moved = [
    ['tlt_payments_total', { outcome: 'captured' }, 1],
    ['tlt_payment_webhooks_total', { outcome: 'applied' }, 2],
    ['tlt_refunds_total', { outcome: 'accepted' }, 1],
    ['tlt_refunds_total', { outcome: 'processed' }, 1],
    ['tlt_mails_total', { outcome: 'sent' }, 2],
  ];
  for (const [name, labels, least] of moved) {
    const d = delta(name, labels);
    check(d >= least, `${name}${JSON.stringify(labels)} moved by ${d}, expected at least ${least}`);
    step(`${name}{outcome="${labels.outcome}"} +${d}`);
  }
  check(metricSum(after.A, 'tlt_http_request_duration_seconds_count') > 0 && metricSum(after.B, 'tlt_http_request_duration_seconds_count') > 0,
    'request durations are counted on both');
  step('request durations counted on both');
  // For the record only (bench/results.md holds the targets under load): each process after this journey.
  const mb = (text) => Math.round(metricSum(text, 'process_resident_memory_bytes') / 1e6);
  console.log(`  · resident memory after the journey: A ${mb(after.A)} MB, B ${mb(after.B)} MB`);

  section('Still ready, then SIGTERM: both exit 0');
  for (const s of [A, B]) await expectOk(`${s.name} ready`, s.base, 'GET', 'health/ready');
  stream.close();
  for (const s of [A, B]) {
    const code = await s.stop();
    check(code === 0, `${s.name} exited with ${code} after SIGTERM`);
    step(`${s.name} exited 0`);
  }
}

async function cleanup() {
  for (const s of servers) {
    await s.stop().catch(() => {});
    if (failed) {
      console.error(`\n----- last log lines of ${s.name} -----\n${s.tail(60)}`);
    }
    s.removeData();
  }
  for (const c of cleanups.reverse()) await c().catch(() => {});
}

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.once(signal, () => {
    failed = true;
    console.error(`\nrehearsal interrupted by ${signal}`);
    void cleanup().finally(() => process.exit(code));
  });
}

const deadline = new Promise((_, reject) => {
  setTimeout(() => reject(new Error(`the rehearsal did not finish within ${DEADLINE_MS / 60_000} minutes`)), DEADLINE_MS).unref();
});
try {
  await Promise.race([rehearse(), deadline]);
  console.log(`\nProduction rehearsal passed in ${Math.round((Date.now() - started) / 1000)} s.`);
} catch (err) {
  failed = true;
  console.error(`\n  ✗ FAILED: ${err.stack ?? err}`);
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
