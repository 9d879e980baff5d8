import pino from 'pino';

/** Log lines kept in memory while stdout's reader is not reading; beyond this, new lines are dropped. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
/** How long the flush at exit may wait for a reader that is not reading. */
const EXIT_FLUSH_MS = 500;

export interface LogDestination {
  stream: pino.DestinationStream;
  /**
   * The last flush: writes the lines still buffered, waiting at most `waitMs` for a reader that is
   * not reading, then closes the stream (nothing may log after it). Runs by itself at exit.
   */
  close(waitMs: number): void;
}

/** Pretty lines for a developer's terminal (a pino-pretty transport, see app.ts) rather than JSON. */
export const prettyLogs = (env: string) => env === 'development' && process.stdout.isTTY;

/**
 * The server's stdout as pino opens it (asynchronous writes), with the flush at exit bounded.
 * pino's own flush at exit retries a pipe that is full for ever (sonic-boom sleeps on EAGAIN and
 * tries again): with a reader that stopped reading, the process stayed after SIGTERM, its listener
 * closed (issue 28, docs/decisions/0052-shutdown.md).
 */
export function stdoutDestination(): LogDestination {
  let retryUntil = Number.POSITIVE_INFINITY;
  const stream = pino.destination({
    dest: 1,
    sync: false,
    maxLength: MAX_BUFFERED_BYTES,
    // A full pipe: retried while the server runs (its reader may just be slow), not past the last flush's wait.
    retryEAGAIN: () => Date.now() < retryUntil,
  });
  // EAGAIN past the wait, EPIPE (the reader is gone): those lines cannot be written; nothing else to do.
  stream.on('error', () => {});
  let closed = false;
  const close = (waitMs: number) => {
    if (closed) return;
    closed = true;
    retryUntil = Date.now() + waitMs;
    try {
      stream.flushSync();
    } catch {
      // not written within the wait
    }
    // Destroyed, the stream is skipped by pino's flush at exit.
    stream.destroy();
  };
  // Before pino's own listener (registered when the stream was made), whatever calls process.exit.
  process.prependListener('exit', () => close(EXIT_FLUSH_MS));
  return { stream, close };
}
