/**
 * One tab per browser (and user) holds the live stream: the leader. `electLeader` calls `lead`
 * when this tab becomes it and the function `lead` returned when it stops being it.
 *
 * With the Web Locks API a held lock is the leadership: the other tabs queue for it, and it is
 * released when the leader stops or its tab closes or crashes, so the next in line takes over at
 * once. Without it (browsers before 2022), leadership is claimed over BroadcastChannel: the leader
 * says so every HEARTBEAT_MS, a tab that has not heard it for LEADER_TIMEOUT_MS claims it, and of
 * two claimants the smaller id stays. Without either, every tab leads its own stream.
 */

export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface ElectionDeps {
  locks?: LockManagerLike | null;
  channel?: (name: string) => ChannelLike | null;
  tabId?: string;
}

export type Lead = () => () => void;

export const HEARTBEAT_MS = 1_000;
export const LEADER_TIMEOUT_MS = 3_000;
/** A new tab asks who leads and waits this long for an answer before claiming (the fallback only). */
export const FIRST_LISTEN_MS = 500;

export function browserLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

export function browserChannel(name: string): ChannelLike | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
}

export function randomTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** Runs `lead` while this tab is the leader for `name`; answers the function that stops taking part. */
export function electLeader(name: string, lead: Lead, deps: ElectionDeps = {}): () => void {
  const locks = deps.locks === undefined ? browserLocks() : deps.locks;
  if (locks) return byLock(name, lead, locks);
  const channel = (deps.channel ?? browserChannel)(`${name}:election`);
  if (channel) return byChannel(lead, channel, deps.tabId ?? randomTabId());
  const stop = lead();
  return stop;
}

function byLock(name: string, lead: Lead, locks: LockManagerLike): () => void {
  const abort = new AbortController();
  let release: (() => void) | undefined;
  let stopLeading: (() => void) | undefined;
  locks
    .request(name, { signal: abort.signal }, () =>
      new Promise<void>((resolve) => {
        release = resolve;
        stopLeading = lead();
      }),
    )
    // AbortError: stopped while still waiting in line.
    .catch(() => {});
  return () => {
    abort.abort();
    stopLeading?.();
    stopLeading = undefined;
    release?.();
  };
}

type ElectionMessage = { type: 'leader'; tab: string } | { type: 'resign'; tab: string } | { type: 'who' };

function byChannel(lead: Lead, channel: ChannelLike, tab: string): () => void {
  let stopLeading: (() => void) | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let timeout: ReturnType<typeof setTimeout> | undefined;

  const post = (message: ElectionMessage) => channel.postMessage(message);
  const waitForLeader = (ms: number) => {
    clearTimeout(timeout);
    timeout = setTimeout(claim, ms);
  };
  const claim = () => {
    if (stopLeading) return;
    post({ type: 'leader', tab });
    heartbeat = setInterval(() => post({ type: 'leader', tab }), HEARTBEAT_MS);
    stopLeading = lead();
  };
  const stepDown = () => {
    clearInterval(heartbeat);
    stopLeading?.();
    stopLeading = undefined;
  };
  const onMessage = (event: MessageEvent) => {
    const message = event.data as ElectionMessage;
    if (message.type === 'who') {
      if (stopLeading) post({ type: 'leader', tab });
    } else if (message.type === 'leader') {
      if (stopLeading && message.tab < tab) stepDown();
      // Another leader is alive: wait for it to go quiet. (A leader with a larger id hears ours and steps down.)
      if (!stopLeading) waitForLeader(LEADER_TIMEOUT_MS);
    } else if (message.type === 'resign' && !stopLeading) {
      // Spread the claims a little; the smallest id wins any tie.
      waitForLeader(Math.random() * 200);
    }
  };
  channel.addEventListener('message', onMessage);
  // A leader answers at once; without an answer, this tab claims.
  post({ type: 'who' });
  waitForLeader(FIRST_LISTEN_MS);
  return () => {
    clearTimeout(timeout);
    channel.removeEventListener('message', onMessage);
    if (stopLeading) {
      stepDown();
      post({ type: 'resign', tab });
    }
    channel.close();
  };
}
