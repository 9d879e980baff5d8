import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { FakeBrowser, type FakeTab } from '../../test/live-fakes.ts';
import { electLeader, FIRST_LISTEN_MS, HEARTBEAT_MS, LEADER_TIMEOUT_MS } from './leader-election.ts';

/** Who leads now, by the `lead` calls not yet stopped. */
function election(locks: boolean) {
  const browser = new FakeBrowser();
  const leading = new Set<string>();
  const led: string[] = [];
  const join = (name: string, tab: FakeTab = browser.tab()) => {
    const stop = electLeader(
      'tlt-live:u1',
      () => {
        leading.add(name);
        led.push(name);
        return () => leading.delete(name);
      },
      { locks: locks ? tab.locks : null, channel: tab.channel, tabId: name },
    );
    return { tab, stop };
  };
  return { browser, leading, led, join };
}

describe('leader election with the Web Locks API', () => {
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('one leader; the next in line takes over when it stops or its tab closes', async () => {
    const e = election(true);
    const a = e.join('a');
    const b = e.join('b');
    const c = e.join('c');
    await settle();
    expect([...e.leading]).toEqual(['a']);
    a.tab.close(); // no cleanup runs in a closing tab: the browser releases its lock
    await settle();
    expect(e.led).toEqual(['a', 'b']);
    e.leading.delete('a');
    b.stop();
    await settle();
    expect([...e.leading]).toEqual(['c']);
    expect(e.led).toEqual(['a', 'b', 'c']);
    c.stop();
    expect([...e.leading]).toEqual([]);
  });

  it('a tab that stops while waiting in line never leads', async () => {
    const e = election(true);
    const a = e.join('a');
    const b = e.join('b');
    await settle();
    b.stop();
    a.stop();
    await settle();
    expect(e.led).toEqual(['a']);
  });
});

describe('leader election over BroadcastChannel alone (no Web Locks)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('the first tab claims after asking; a later tab hears the leader and waits', async () => {
    const e = election(false);
    const a = e.join('b-first');
    await vi.advanceTimersByTimeAsync(FIRST_LISTEN_MS);
    expect([...e.leading]).toEqual(['b-first']);
    const b = e.join('a-second'); // a smaller id, but the leader answers its question
    await vi.advanceTimersByTimeAsync(10 * LEADER_TIMEOUT_MS);
    expect([...e.leading]).toEqual(['b-first']);
    a.stop();
    b.stop();
  });

  it('when the leader resigns another claims at once; when it goes silent, after the timeout', async () => {
    const e = election(false);
    const a = e.join('a');
    await vi.advanceTimersByTimeAsync(FIRST_LISTEN_MS);
    const tabs = { b: e.join('b'), c: e.join('c') };
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3);
    a.stop(); // says so
    await vi.advanceTimersByTimeAsync(250);
    expect(e.leading.size).toBe(1);
    const next = [...e.leading][0] as 'b' | 'c';
    const other = next === 'b' ? 'c' : 'b';

    tabs[next].tab.close(); // crashes: its heartbeats reach no one
    e.leading.delete(next);
    await vi.advanceTimersByTimeAsync(LEADER_TIMEOUT_MS - 500);
    expect(e.leading.size).toBe(0);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect([...e.leading]).toEqual([other]);
    tabs[other].stop();
  });

  it('of two tabs that claim at once, the smaller id stays', async () => {
    const e = election(false);
    const a = e.join('a');
    const b = e.join('b');
    await vi.advanceTimersByTimeAsync(FIRST_LISTEN_MS + HEARTBEAT_MS);
    expect([...e.leading]).toEqual(['a']);
    a.stop();
    b.stop();
  });
});
