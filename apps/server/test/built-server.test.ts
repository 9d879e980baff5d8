import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type Proc, serverDir, waitForHealth, watched } from './process.ts';
import { PRODUCTION_ENV } from './production-env.ts';
import { webDist } from './web-renderer.ts';

// Production runs the compiled server (apps/server/build.mjs) with plain node: no TypeScript loader.
// Built beside dist/ (the same depth, so the bundle finds node_modules and the repository as dist/ does).
const outDir = fs.mkdtempSync(path.join(serverDir, '.build-test-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-built-'));
const web = webDist('<!doctype html><html><head><title>The Lazy Trader</title></head><body><div id="root"></div></body></html>');
afterAll(() => [outDir, dataDir, web].forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function runBuilt(env: Record<string, string>): Proc {
  // No --import, and no NODE_OPTIONS inherited from the test runner: node alone must run it.
  const child = spawn(process.execPath, [path.join(outDir, 'server.js')], {
    cwd: os.tmpdir(),
    env: { PATH: process.env.PATH ?? '', NODE_OPTIONS: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watched(child);
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('the compiled server', () => {
  it('builds to JavaScript, starts with plain node in production on the embedded database, answers, and stops on SIGTERM', async () => {
    const build = spawnSync(process.execPath, ['build.mjs', outDir], { cwd: serverDir, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    expect(fs.existsSync(path.join(outDir, 'server.js'))).toBe(true);
    // Files the modules read beside themselves at run time stand where the bundle looks for them.
    expect(fs.existsSync(path.join(outDir, 'db', 'migrations', 'meta', '_journal.json'))).toBe(true);
    expect(fs.existsSync(path.join(outDir, 'modules', 'webinar', 'india-cities.json'))).toBe(true);

    const port = await freePort();
    const server = runBuilt({
      ...PRODUCTION_ENV, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir, WEB_DIST: web,
    });
    try {
      await waitForHealth(port, server, 150_000); // the first start creates the database (migrations from the build)
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect((await health.json()).data.up).toBe(true);
      // An API read from the database, a data file read beside its module, and a page.
      const plans = await (await fetch(`http://127.0.0.1:${port}/api/plan/all`)).json();
      expect(plans.data.length).toBeGreaterThan(0);
      const cities = await (await fetch(`http://127.0.0.1:${port}/api/webinar/cities`)).json();
      expect(cities.data.length).toBeGreaterThan(1000);
      const page = await fetch(`http://127.0.0.1:${port}/pricing-plans`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited, server.output().slice(-3000)).toBe(0);
    expect(server.output()).not.toMatch(/tsx/);
  }, 300_000);
});
