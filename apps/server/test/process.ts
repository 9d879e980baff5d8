import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { testOptIns } from './test-opt-ins.ts';

export const serverDir = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a TypeScript entry point of the server in its own process. */
export function runTs(entry: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', ...testOptIns({ ...process.env, ...env }), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watched(child);
}

/** A started child's output (stdout and stderr, in order) and its exit code. */
export function watched(child: ChildProcess): Proc {
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Whether PostgreSQL's pg_dump is on PATH (the PostgreSQL backups need it). */
export const hasPgDump = (() => {
  try {
    execFileSync('pg_dump', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

export async function waitForHealth(port: number, proc: Proc, timeoutMs = 45_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null) throw new Error(`server exited early:\n${proc.output()}`);
    try {
      // Ready, not only live: the server listens before its warm-up (the job queue, the admin, the demo data).
      const r = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${proc.output()}`);
}
