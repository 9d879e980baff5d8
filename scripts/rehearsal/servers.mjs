// The API processes of the production rehearsal, started as the README and decision 0051 say
// production starts them: plain node on the built JavaScript, from the runtime folder, with only the
// settings an operator gives (no environment inherited from CI, no NODE_OPTIONS, no TypeScript loader).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Polls `check` (true when done) every 200 ms until `timeoutMs`; throws `what` on timeout. */
export async function poll(what, check, timeoutMs) {
  const until = Date.now() + timeoutMs;
  let last;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch (err) {
      if (err.fatal) throw err;
      last = err;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (last error: ${last.message})` : ''}`);
}

/**
 * Starts `node --max-semi-space-size=2 apps/server/dist/server.js` in `runtimeDir` with glibc's
 * allocator settings of decision 0051, its own DATA_DIR, and `env`.
 */
export function startServer(name, runtimeDir, port, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tlt-rehearsal-${name}-`));
  const child = spawn(process.execPath, ['--max-semi-space-size=2', 'apps/server/dist/server.js'], {
    cwd: runtimeDir,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin', NODE_OPTIONS: '', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072',
      ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const base = `http://127.0.0.1:${port}`;
  return {
    name,
    base,
    child,
    exited,
    output: () => out,
    tail: (lines = 40) => out.trimEnd().split('\n').slice(-lines).join('\n'),
    async ready(timeoutMs = 120_000) {
      // Ready, not only live: the server listens before its warm-up (the job queue, the owner; decision 0078).
      await poll(`${name} answers /api/health/ready`, async () => {
        if (child.exitCode !== null) throw Object.assign(new Error(`${name} exited with ${child.exitCode}`), { fatal: true });
        return (await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(5_000) })).ok;
      }, timeoutMs);
    },
    /** SIGTERM, then the exit code (SIGKILL and null after `timeoutMs`). */
    async stop(timeoutMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      let timer;
      const late = new Promise((r) => (timer = setTimeout(() => r('late'), timeoutMs)));
      const result = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (result === 'late') {
        child.kill('SIGKILL');
        await exited;
        return null;
      }
      return result;
    },
    removeData: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Runs one of the built operator tools (apps/server/dist/<name>.js) as production would; its exit code and output. */
export function runTool(runtimeDir, name, args, env, timeoutMs = 60_000) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`apps/server/dist/${name}.js`, ...args], {
      cwd: runtimeDir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', NODE_OPTIONS: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code, signal) => resolve({ code: code ?? signal, output: out }));
  });
}
