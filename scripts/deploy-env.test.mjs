// The container recipe's settings against config.ts (README, Deploy; docs/decisions/0054-container-recipe.md):
//   node --import tsx --test scripts/deploy-env.test.mjs
// Docker cannot run here, so what can drift without it is checked by reading the files: every variable
// compose.yaml and the Dockerfile give the API processes is a setting config.ts reads (a misspelt one
// would be ignored silently), deploy/.env.example names exactly what compose.yaml asks the operator for,
// every setting config.ts requires in production is given, and the whole, filled in as the example
// says, is a configuration config.ts accepts with NODE_ENV=production.
import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { test } from 'node:test';
import { parseEnv } from 'node:util';
import YAML from 'yaml';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';

const read = (p) => fs.readFileSync(new URL(`../${p}`, import.meta.url), 'utf8');
const compose = YAML.parse(read('compose.yaml'), { merge: true });
const example = parseEnv(read('deploy/.env.example'));
// The runtime stage: what the running image's environment holds.
const dockerfile = read('Dockerfile').split(/^FROM /m).at(-1);

/** The names config.ts's schema reads: the keys of `EnvSchema`. */
function settingsOf(configSource) {
  const start = configSource.indexOf('const EnvSchema = z');
  const body = configSource.slice(start, configSource.indexOf('\n  });', start));
  return new Set([...body.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]));
}
const settings = settingsOf(read('apps/server/src/config.ts'));
/** Read by the C library, V8 or npm before the app starts, not by config.ts (decision 0051). */
const notTheApps = new Set(['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_']);
const composesOwn = (name) => name.startsWith('COMPOSE_');

/** The names of an `ENV` instruction's pairs (one instruction, continued over lines). */
function dockerfileEnv(text) {
  const names = [];
  for (const m of text.replace(/\\\n/g, ' ').matchAll(/^ENV\s+(.+)$/gm))
    for (const pair of m[1].matchAll(/([A-Za-z_][A-Za-z0-9_]*)=/g)) names.push(pair[1]);
  return names;
}

/** Every string of the compose file's values (comments are not interpolated). */
function stringsOf(node) {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(stringsOf);
  return [];
}
const composeStrings = stringsOf(compose).join('\n');
/** The variables compose interpolates: ${NAME}, ${NAME:-default}, ${NAME:?message}, not $${…} (a literal $). */
const interpolated = (text) => new Set([...text.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]));
/** The ones compose refuses to start without (${NAME:?message}). */
const demanded = new Set([...composeStrings.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*):\?/g)].map((m) => m[1]));

/** Compose's interpolation of one value, with `vars` as the .env file. */
function interpolate(value, vars) {
  return String(value).replace(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g, (_, name, op, arg) => {
    const v = vars[name];
    const missing = op?.startsWith(':') ? !v : v === undefined;
    if (op?.endsWith('?') && missing) throw new Error(`compose would refuse: ${name}: ${arg}`);
    if (op?.endsWith('-') && missing) return arg;
    return v ?? '';
  }).replaceAll('$$', '$');
}

const apiServices = ['app1', 'app2'];
const apiEnv = compose.services.app1.environment;

/** What an operator following deploy/.env.example's comments would type where compose demands a value. */
function filledIn(vars) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const chosen = {
    DOMAIN: 'tlt.example.com', ACME_EMAIL: 'ops@example.com', VAPID_SUBJECT: 'mailto:ops@example.com',
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'), VAPID_PRIVATE_KEY: ecdh.getPrivateKey('base64url'),
    LINK_SECRET: randomBytes(48).toString('base64'),
  };
  return Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, v || (demanded.has(k) ? chosen[k] ?? randomBytes(24).toString('hex') : v)]));
}

test('the two API processes are one definition, in production, behind the proxy', () => {
  for (const s of apiServices) assert.deepEqual(compose.services[s].environment, apiEnv, `${s} differs from app1`);
  assert.equal(apiEnv.NODE_ENV, 'production');
  assert.equal(apiEnv.TRUST_PROXY, 'true');
});

test('every variable compose.yaml and the Dockerfile give the API processes is a setting config.ts reads', () => {
  assert.ok(settings.size > 40 && settings.has('DATABASE_URL'), 'EnvSchema\'s keys were not found in config.ts');
  const unknown = [...Object.keys(apiEnv), ...dockerfileEnv(dockerfile).filter((n) => !n.startsWith('npm_config_'))]
    .filter((name) => !settings.has(name) && !notTheApps.has(name));
  assert.deepEqual(unknown, [], 'not read by apps/server/src/config.ts (misspelt?)');
  assert.deepEqual(dockerfileEnv(dockerfile).filter((n) => notTheApps.has(n)).sort(), [...notTheApps].sort());
});

test('every name in deploy/.env.example is one compose.yaml interpolates (or compose\'s own)', () => {
  const used = interpolated(composeStrings);
  assert.deepEqual(Object.keys(example).filter((name) => !used.has(name) && !composesOwn(name)), [],
    'named in deploy/.env.example but read by nothing');
});

test('every variable compose.yaml interpolates is named in deploy/.env.example', () => {
  assert.deepEqual([...interpolated(composeStrings)].filter((name) => !(name in example)), [],
    'compose.yaml reads it, but the operator is not told to choose it');
});

test('every setting config.ts requires in production is given to the API processes', () => {
  // The compose file's fixed values (NODE_ENV, STORAGE, …) decide what else is required.
  const fixed = Object.fromEntries(Object.entries(apiEnv).filter(([, v]) => !String(v).includes('${')));
  let problems = [];
  try {
    loadConfig(fixed);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems = err.problems;
  }
  const required = new Set(problems.map((p) => p.split(':')[0]));
  assert.ok(required.has('LINK_SECRET') && required.has('S3_BUCKET'), `expected production's requirements, got ${problems.join('; ')}`);
  assert.deepEqual([...required].filter((name) => !(name in apiEnv)), [], 'required in production, missing from compose.yaml');
});

test('filled in as deploy/.env.example says, the API processes\' environment is a production configuration', () => {
  const vars = filledIn(example);
  const env = Object.fromEntries(Object.entries(apiEnv).map(([k, v]) => [k, interpolate(v, vars)]));
  const config = loadConfig(env);
  assert.equal(config.env, 'production');
  assert.equal(config.payments.provider, 'razorpay');
  assert.equal(config.storage.kind, 's3');
  assert.ok(config.databaseUrl?.startsWith('postgres://'));
  assert.equal(config.publicUrl, 'https://tlt.example.com');
  assert.equal(config.trustProxy, true);
  assert.ok(config.metrics.token);
  assert.equal(config.backups.cron, '30 2 * * *');
});

test('compose refuses to start while a required secret is left empty', () => {
  const vars = { ...filledIn(example), LINK_SECRET: '' };
  assert.throws(() => interpolate(apiEnv.LINK_SECRET, vars), /compose would refuse: LINK_SECRET/);
});

test('the image starts the server as `npm start` does (docs/decisions/0051-compiled-build.md)', () => {
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? 'null');
  assert.ok(cmd, 'the runtime stage has no CMD in exec form');
  const start = JSON.parse(read('package.json')).scripts.start;
  assert.ok(start.endsWith(`&& ${cmd.join(' ')}`), `npm start runs "${start}", the image "${cmd.join(' ')}"`);
});

test('every variable the Caddyfile reads is given to the proxy', () => {
  const wanted = [...read('deploy/Caddyfile').matchAll(/\{\$([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);
  assert.ok(wanted.includes('DOMAIN'));
  assert.deepEqual(wanted.filter((name) => !(name in compose.services.proxy.environment)), []);
});
