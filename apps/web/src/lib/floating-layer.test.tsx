import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { contactCorner, useContentUnder } from './floating-layer.ts';

function Probe() {
  const under = useContentUnder(true, contactCorner(true));
  return <output>{under ? 'aside' : 'back'}</output>;
}

const settling = () => document.documentElement.hasAttribute('data-floating-settling');

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
afterEach(() => vi.useRealTimers());

test('the root says the floating layer is settling from the scroll until what floats has come back', async () => {
  const { container } = render(<Probe />);
  expect(settling()).toBe(true);
  // Nothing under the corner (jsdom lays nothing out): it comes back after the page rests 250 ms.
  await act(() => vi.advanceTimersByTimeAsync(20));
  expect(settling()).toBe(true);
  expect(container.textContent).toBe('aside');
  await act(() => vi.advanceTimersByTimeAsync(300));
  expect(settling()).toBe(false);
  expect(container.textContent).toBe('back');
  window.dispatchEvent(new Event('scroll'));
  expect(settling()).toBe(true);
  await act(() => vi.advanceTimersByTimeAsync(300));
  expect(settling()).toBe(false);
});

test('a page that unmounts while settling leaves no mark behind', () => {
  const { unmount } = render(<Probe />);
  expect(settling()).toBe(true);
  unmount();
  expect(settling()).toBe(false);
});
