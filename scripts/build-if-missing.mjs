// `npm start` builds the web app only when no build exists yet (a fresh clone), or when the build
// lacks the server's page renderer (dist/ssr, decision 0035: a build made before it existed).
// It builds the server (apps/server/dist, which `npm start` runs with plain node) when that build is
// missing or older than a source file of the server or of packages/shared (a pull since the last
// build): a second or so with esbuild, so `npm start` never runs yesterday's server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = (p) => fileURLToPath(new URL(`../${p}`, import.meta.url));
const built = (file) => existsSync(root(`apps/web/dist/${file}`));

// The web build's tools (Lingui 6: decision 0066) need Node 22.19 or newer. On an older Node (the
// machines here still carry 20: decision 0001) the build runs on the npm registry's Node 24 package,
// fetched into npm's own cache, as CI gets its Node 24; the server itself runs on the Node at hand.
const [major, minor] = process.versions.node.split('.').map(Number);
const buildsOnRegistryNode = major < 22 || (major === 22 && minor < 19);

function run(what, args) {
  console.log(`Building ${what}…`);
  if (buildsOnRegistryNode) {
    console.log(`(on Node 24 from the npm registry: this Node, ${process.version}, is older than the build's tools need)`);
    args = ['exec', '--yes', '--package=node@24', '--', 'npm', ...args];
  }
  const r = spawnSync('npm', args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(`${entry.parentPath ?? entry.path}/${entry.name}`).mtimeMs);
  }
  return latest;
}

if (!built('index.html') || !built('ssr/entry-server.js')) run('the web app (first start)', ['run', 'build', '-w', '@tlt/web']);

const server = root('apps/server/dist/server.js');
const serverBuilt = existsSync(server) ? statSync(server).mtimeMs : 0;
const sources = Math.max(newest(root('apps/server/src')), newest(root('packages/shared/src')));
// Where the sources are absent (a runtime image holds only the build), the build stands.
if (!serverBuilt || (sources > 0 && sources > serverBuilt)) run('the server', ['run', 'build', '-w', '@tlt/server']);
