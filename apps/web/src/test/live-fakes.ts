import type { ChannelLike, LockManagerLike } from '../lib/live/leader-election.ts';

/**
 * jsdom has neither BroadcastChannel (across tabs) nor the Web Locks API: a fake browser whose tabs
 * share both. A message reaches the other tabs' channels of the same name, later and as a copy, as
 * in a browser; a lock goes to the next tab in line when its holder releases it or its tab closes.
 */
export class FakeBrowser {
  private channels = new Map<string, Set<FakeChannel>>();
  private locks = new Map<string, { holder: FakeTab | null; queue: Waiter[] }>();

  tab(): FakeTab {
    return new FakeTab(this);
  }

  /** @internal */
  join(channel: FakeChannel): void {
    let set = this.channels.get(channel.name);
    if (!set) this.channels.set(channel.name, (set = new Set()));
    set.add(channel);
  }

  /** @internal */
  leave(channel: FakeChannel): void {
    this.channels.get(channel.name)?.delete(channel);
  }

  /** @internal */
  broadcast(from: FakeChannel, message: unknown): void {
    const members = this.channels.get(from.name);
    // A closed tab sends nothing (its timers may still fire in a test; in a browser they are gone).
    if (!members?.has(from)) return;
    for (const to of members) {
      if (to === from) continue;
      const copy = structuredClone(message);
      queueMicrotask(() => to.deliver(copy));
    }
  }

  /** @internal */
  request(tab: FakeTab, name: string, signal: AbortSignal | undefined, callback: () => Promise<void>): Promise<void> {
    let lock = this.locks.get(name);
    if (!lock) this.locks.set(name, (lock = { holder: null, queue: [] }));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { tab, callback, resolve, reject };
      signal?.addEventListener('abort', () => {
        const i = lock.queue.indexOf(waiter);
        if (i >= 0) {
          lock.queue.splice(i, 1);
          reject(new DOMException('aborted', 'AbortError'));
        }
      });
      lock.queue.push(waiter);
      queueMicrotask(() => this.grant(name));
    });
  }

  /** Who holds the lock `name` now. */
  holder(name: string): FakeTab | null {
    return this.locks.get(name)?.holder ?? null;
  }

  private grant(name: string): void {
    const lock = this.locks.get(name)!;
    if (lock.holder || lock.queue.length === 0) return;
    const waiter = lock.queue.shift()!;
    lock.holder = waiter.tab;
    const release = () => {
      if (lock.holder !== waiter.tab) return;
      lock.holder = null;
      queueMicrotask(() => this.grant(name));
    };
    waiter.tab.held.push(release);
    waiter.callback().then(
      () => {
        release();
        waiter.resolve();
      },
      (err: unknown) => {
        release();
        waiter.reject(err);
      },
    );
  }

  /** @internal: the tab closed; what it held is released, what it waited for is dropped. */
  closeTab(tab: FakeTab): void {
    for (const lock of this.locks.values()) lock.queue = lock.queue.filter((w) => w.tab !== tab);
    tab.held.forEach((release) => release());
    for (const set of this.channels.values()) for (const ch of set) if (ch.tab === tab) set.delete(ch);
  }
}

interface Waiter {
  tab: FakeTab;
  callback: () => Promise<void>;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export class FakeTab {
  held: (() => void)[] = [];
  readonly locks: LockManagerLike;
  readonly channel: (name: string) => ChannelLike;

  constructor(private browser: FakeBrowser) {
    this.locks = { request: (name, options, callback) => browser.request(this, name, options.signal, callback) };
    this.channel = (name) => new FakeChannel(browser, this, name);
  }

  /** The tab is closed (or crashes): no cleanup of its own runs. */
  close(): void {
    this.browser.closeTab(this);
  }
}

class FakeChannel implements ChannelLike {
  private listeners = new Set<(event: MessageEvent) => void>();
  private closed = false;

  constructor(
    private browser: FakeBrowser,
    readonly tab: FakeTab,
    readonly name: string,
  ) {
    browser.join(this);
  }

  postMessage(message: unknown): void {
    if (this.closed) throw new DOMException('closed', 'InvalidStateError');
    this.browser.broadcast(this, message);
  }

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.browser.leave(this);
  }

  /** @internal */
  deliver(data: unknown): void {
    if (this.closed) return;
    this.listeners.forEach((fn) => fn(new MessageEvent('message', { data })));
  }
}
