/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between: a phone's main thread is never held by one long task (Lighthouse's total blocking time
 * counts every task over 50 ms). `scheduler.yield` where the browser has it (it resumes ahead of
 * other queued tasks); otherwise a message, which, unlike setTimeout, is not clamped to 4 ms.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
