import { execFileSync, execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Playwright journeys against the built app, served by the real server on a throwaway data folder.
 *
 * This file is loaded by the runner and again by every worker. The runner picks the port and the
 * data folder and puts them in the environment, which the workers inherit, so all agree on them.
 *
 * Env: E2E_PORT (default: a free port), E2E_BASE_URL (test an already running app instead: no
 * server is started), CHROMIUM_PATH (default /usr/bin/chromium; nothing downloads a browser),
 * E2E_MAIL_DIR (with E2E_BASE_URL: where that app writes its `.eml` files).
 *
 * Tests read the server's mail under `$TLT_E2E_DATA_DIR/mail` (see helpers.ts `mailDir`).
 */
const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const isRunner = !process.env.TLT_E2E_DATA_DIR;
const external = process.env.E2E_BASE_URL;

if (isRunner && !external) {
  // A free TCP port, picked synchronously (config files cannot await).
  process.env.E2E_PORT ||= execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString().trim();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tlt-e2e-'));
  process.env.TLT_E2E_DATA_DIR = dataDir;
  // The runner exits after the web server has been stopped: remove the data folder then.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

  // The server serves apps/web/dist: build it once when missing (CI builds it beforehand).
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    console.log('[e2e] apps/web/dist is missing: running `npm run build` first');
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }

  // The server gets a copy of the build (WEB_DIST): a `npm run build` during the run (a second
  // terminal, a watcher) would otherwise swap the hashed chunks under the open pages, and their
  // next lazy page would fail to load.
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'tlt-e2e-web-'));
  cpSync(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  process.env.TLT_E2E_WEB_DIST = webDist;
  process.on('exit', () => rmSync(webDist, { recursive: true, force: true }));
}

const port = process.env.E2E_PORT ?? '3100';

/**
 * Journeys that switch what the whole server shows (maintenance mode; the analytics ids of the
 * consent journey) run after all the others, one at a time: beside them, another journey would
 * meet the maintenance screen or the trackers.
 */
const ALONE = /\/(maintenance|consent)\.spec\.ts$/;
/**
 * The link walk at 390 px only: there it opens every menu the app has (the side menu with the
 * header's links, the account and community menus), and a page's own links do not change with the
 * width. At 1280 px it found nothing more and took five of CI's minutes; walk.spec still opens every
 * page at both widths.
 */
const PHONE_ONLY = /\/links\.spec\.ts$/;
const PHONE = { browserName: 'chromium', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
const DESKTOP = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers on CI's two cores too: the journeys spend most of their time waiting on the browser
  // and the server, and one worker left CI's e2e at over half an hour (docs/decisions/0072).
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', testIgnore: ALONE, use: PHONE },
    { name: 'desktop', testIgnore: [ALONE, PHONE_ONLY], use: DESKTOP },
    // After all the others, one at a time (alone: `--project=phone-alone --no-deps`, one project per run).
    { name: 'phone-alone', testMatch: ALONE, use: PHONE, dependencies: ['phone', 'desktop'], workers: 1 },
    { name: 'desktop-alone', testMatch: ALONE, use: DESKTOP, dependencies: ['phone-alone'], workers: 1 },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node --import tsx apps/server/src/server.ts',
        cwd: repoRoot,
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        env: {
          ...(process.env as Record<string, string>),
          PORT: port,
          HOST: '127.0.0.1',
          DATA_DIR: process.env.TLT_E2E_DATA_DIR ?? path.join(os.tmpdir(), 'tlt-e2e'),
          WEB_DIST: process.env.TLT_E2E_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
          DEMO_DATA: 'true',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: baseURL,
          // All journeys come from one IP: keep the global per-IP limit out of their way.
          RATE_LIMIT_PER_MIN: '0',
          // …and the analytics endpoint's (120 a minute per address): two workers' pages pass it together.
          ANALYTICS_EVENTS_PER_MIN: '100000',
          DATABASE_URL: '',
        },
      },
});
