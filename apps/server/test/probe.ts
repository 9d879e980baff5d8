import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A probe in a process of its own, as a visitor would be: every `everyMs` it asks `url` (without
 * waiting for the previous answer) and records how long each answer took from the moment it was
 * due. Its own event loop is not the server's, so a stalled server shows as long waits, never as a
 * probe that could not ask.
 */
export function startProbe(url: string, everyMs = 50): { stop: () => Promise<number[]> } {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'probe-child.mjs');
  const child = spawn(process.execPath, [script, url, String(everyMs)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      child.stdin.end();
      await exited;
      return (JSON.parse(out) as number[]).sort((a, b) => a - b);
    },
  };
}

/** The p-th percentile (0–100) of sorted waits. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
