/**
 * The client side of the fan-out bench: many `GET /api/notification/stream` at once, each on its own
 * socket (node:http, an agent without a socket limit: nothing queues behind the 6 or 10 a pool
 * would allow), with the few SSE lines the server writes parsed by hand (as apps/server/test/sse.ts).
 * What it records is when each stream received the notification of each round.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { LIVE_EVENT, NOTIFICATION_STREAM_PATH } from '@tlt/shared/community';

interface Frame {
  event?: string;
  data?: string;
  comment?: string;
}

function parseFrame(block: string): Frame {
  const f: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) f.comment = line.slice(1).trim();
    else if (line.startsWith('event:')) f.event = line.slice(6).trim();
    else if (line.startsWith('data:')) f.data = line.slice(5).replace(/^ /, '');
  }
  return f;
}

/** The notification title of round `n`: how a stream tells the round's event from any other. */
export const roundTitle = (n: number) => `Fan-out round ${n}`;

interface Stream {
  req: http.ClientRequest;
  ended: boolean;
}

/**
 * Streams opened against one or more servers. `received[round][i]` is performance.now() when stream
 * i had round's event (NaN until then); `waitRound` resolves when all have it, or at its timeout.
 */
export class StreamFleet {
  private readonly streams: Stream[] = [];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  private readonly received = new Map<number, Float64Array>();
  private readonly counts = new Map<number, number>();
  private readonly waiters = new Set<() => void>();
  /** Frames other than the round's notification and the comments (a `refetch` would mean a LISTEN gap). */
  other = 0;
  /** Streams the server ended while the bench held them. */
  endedEarly = 0;
  private closing = false;

  constructor(private readonly size: number) {}

  /** Opens stream `i` for this bearer token; resolves at its `: open` comment, rejects on a refusal, an error or the timeout. */
  open(i: number, port: number, token: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      let opened = false;
      let buffer = '';
      const fail = (why: string) => {
        clearTimeout(timer);
        if (!opened) reject(new Error(`stream ${i} on port ${port}: ${why}`));
      };
      const timer = setTimeout(() => {
        fail(`no ": open" within ${timeoutMs} ms`);
        req.destroy();
      }, timeoutMs);
      const req = http.request({
        host: '127.0.0.1', port, path: NOTIFICATION_STREAM_PATH, agent: this.agent,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      }, (res) => {
        res.setEncoding('utf8');
        if (res.statusCode !== 200) {
          stream.ended = true;
          let body = '';
          res.on('data', (d: string) => (body += d));
          res.on('end', () => fail(`answered ${res.statusCode}: ${body.slice(0, 300)}`));
          return;
        }
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const f = parseFrame(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
            if (f.comment === 'open' && !opened) {
              opened = true;
              clearTimeout(timer);
              resolve();
            } else if (f.event === LIVE_EVENT.notification && f.data) this.notification(i, f.data, at);
            else if (f.comment === undefined) this.other += 1;
          }
        });
        res.on('close', () => {
          stream.ended = true;
          if (!this.closing) this.endedEarly += 1;
          fail('the server ended it before ": open"');
        });
      });
      const stream: Stream = { req, ended: false };
      this.streams.push(stream);
      req.on('error', (err) => fail(err.message));
      req.end();
    });
  }

  private notification(i: number, data: string, at: number): void {
    const title = (JSON.parse(data) as { notification?: { title?: string } }).notification?.title ?? '';
    const round = Number(/^Fan-out round (\d+)$/.exec(title)?.[1]);
    const times = this.received.get(round);
    if (!times || !Number.isNaN(times[i])) {
      this.other += 1;
      return;
    }
    times[i] = at;
    const n = (this.counts.get(round) ?? 0) + 1;
    this.counts.set(round, n);
    if (n === this.size) this.waiters.forEach((w) => w());
  }

  /** Call before sending round `n`'s post: from then on its events are recorded. */
  expect(round: number): void {
    this.received.set(round, new Float64Array(this.size).fill(Number.NaN));
    this.counts.set(round, 0);
  }

  /** Resolves with each stream's receive time (NaN: not within the timeout). */
  async waitRound(round: number, timeoutMs: number): Promise<Float64Array> {
    if ((this.counts.get(round) ?? 0) < this.size) {
      await new Promise<void>((resolve) => {
        const done = () => {
          if ((this.counts.get(round) ?? 0) < this.size) return;
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(() => {
          this.waiters.delete(done);
          resolve();
        }, timeoutMs);
        this.waiters.add(done);
      });
    }
    return this.received.get(round)!;
  }

  /** Streams still open (the server ended none of them). */
  get stillOpen(): number {
    return this.streams.filter((s) => !s.ended).length;
  }

  close(): void {
    this.closing = true;
    for (const s of this.streams) s.req.destroy();
    this.agent.destroy();
  }
}
