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

function run(what, args) {
  console.log(`Building ${what}…`);
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
