// `npm start` builds the web app only when no build exists yet (a fresh clone), or when the build
// lacks the server's page renderer (dist/ssr, decision 0035: a build made before it existed).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = (file) => existsSync(new URL(`../apps/web/dist/${file}`, import.meta.url));

if (!built('index.html') || !built('ssr/entry-server.js')) {
  console.log('Building the web app (first start)…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
