import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The embedded database belongs to the process holding the DATA_DIR lock, so `db:backup` asks
 * that process for the backup through a unix socket in DATA_DIR (mode 0600): only who may read
 * DATA_DIR (the database's own files) may ask, no port is opened, and no token is needed.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** Linux's sun_path holds 107 bytes: a longer DATA_DIR gets no socket (the log and README say so). */
const SOCKET_PATH_MAX = 107;

export interface BackupSocket {
  close(): Promise<void>;
}

/** Serves `POST /backup` on the socket: the answer is the archive `write` produces. */
export async function serveBackupSocket(
  dataDir: string,
  write: (out: Writable) => Promise<void>,
  onError: (err: unknown) => void,
): Promise<BackupSocket | null> {
  const socket = backupSocketPath(dataDir);
  if (Buffer.byteLength(socket) > SOCKET_PATH_MAX) return null;
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/x-tar' });
    // A failure cuts the answer short: the client checks the whole archive before keeping it.
    write(res).catch((err) => {
      onError(err);
      res.destroy(err as Error);
    });
  });
  // This process holds the DATA_DIR lock, so a socket file left there is a dead process's.
  fs.rmSync(socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  server.unref();
  return {
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        fs.rmSync(socket, { force: true });
        resolve();
      });
    }),
  };
}

/**
 * Asks the running server for a backup and writes it to `out`. Answers false when no server
 * listens on the socket (none runs, or it was killed and left the file).
 */
export function fetchBackupFromServer(dataDir: string, out: Writable): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(false);
  return new Promise<boolean>((resolve, reject) => {
    const req = http.request({ socketPath, path: '/backup', method: 'POST' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the running server refused the backup (HTTP ${res.statusCode})`));
        return;
      }
      pipeline(res, out).then(() => resolve(true), (err) => reject(new Error(`the backup was cut short: ${(err as Error).message}`)));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(false);
      else reject(err);
    });
    req.end();
  });
}
