import fs from 'node:fs';
import type { Server, Socket } from 'node:net';

/** What one process accepts (docs/decisions/0045-bounded-connections.md). */
export interface ConnectionLimits {
  /** Open connections at once; one more is closed as soon as it is accepted. */
  max: number;
  /** Open connections from one socket address; 0 turns the cap off. Not applied behind TRUST_PROXY. */
  perAddress: number;
  /** A request's headers must be in within this (a half-sent request line is closed after it). */
  headersTimeoutMs: number;
  /** The whole request, body included (a 2 MB upload on a slow phone line). Responses, the live stream's too, are not limited. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic either way is closed after this (the live stream's heartbeat is 20 s). */
  idleTimeoutMs: number;
}

/**
 * Descriptors kept for the process's own files: the embedded database's relation files and WAL
 * (PostgreSQL keeps up to 1000 open), the job queue, uploads being stored, mail being written.
 * Connections get the rest: a flood fills the connection cap, never the descriptor table.
 */
export const reservedDescriptors = (limit: number) => Math.max(256, Math.ceil(limit / 4));

/**
 * The soft limit on open files (RLIMIT_NOFILE): Node has no getrlimit, Linux shows it in
 * /proc/self/limits. Elsewhere 1024, the usual default, which errs on the safe side.
 */
export function descriptorLimit(read = () => fs.readFileSync('/proc/self/limits', 'utf8')): number {
  try {
    const m = /^Max open files\s+(\d+|unlimited)/m.exec(read());
    if (m) return m[1] === 'unlimited' ? 1_048_576 : Number(m[1]);
  } catch {
    // not Linux
  }
  return 1024;
}

/** MAX_CONNECTIONS unset: the descriptor limit less the reserve, at least 64. */
export const defaultMaxConnections = (limit = descriptorLimit()) => Math.max(64, limit - reservedDescriptors(limit));

/**
 * Caps what the listening server accepts. Over either cap the socket is destroyed at once, before
 * any byte is read, so it holds its descriptor for microseconds. `trustProxy`: every socket comes
 * from the proxy, so counting per socket address would cap the proxy itself; the total cap still
 * holds and the proxy is expected to cap its own clients (README, TRUST_PROXY).
 */
export function limitConnections(server: Server & { headersTimeout?: number }, limits: ConnectionLimits, trustProxy: boolean): void {
  server.maxConnections = limits.max;
  if (server.headersTimeout !== undefined) server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  if (trustProxy || limits.perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const n = (open.get(address) ?? 0) + 1;
    if (n > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, n);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
