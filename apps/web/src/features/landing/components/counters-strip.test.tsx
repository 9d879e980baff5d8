import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { COUNTERS_SEED } from '@tlt/shared/content/landing';
import { TestProviders } from '../../../test/render.tsx';
import { formatIndianNumber } from '@tlt/shared/money-format';
import { CountersStrip } from './counters-strip.tsx';

describe('counters strip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The API is unreachable: the seed stays on screen.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
  });
  afterEach(() => vi.useRealTimers());

  it('groups digits the Indian way', () => {
    expect(formatIndianNumber(3000)).toBe('3,000');
    expect(formatIndianNumber(2500000)).toBe('25,00,000');
    expect(formatIndianNumber(123456789)).toBe('12,34,56,789');
  });

  it('counts from 0 to each figure over 2 s after a 0.5 s delay, and is hidden on phones', () => {
    render(<CountersStrip />, { wrapper: TestProviders });
    const values = () => screen.getAllByTestId('counter-value').map((el) => el.textContent);
    expect(screen.getByRole('region', { name: 'Our reach' })).toHaveClass('hidden', 'md:block');
    expect(values()).toEqual(['0', '0 Million', '0+', '0']);
    // Assistive tech reads the final figures, not the moving ones.
    expect(screen.getByText('6,000+ International Subscribers')).toHaveClass('sr-only');

    act(() => vi.advanceTimersByTime(490));
    expect(values()).toEqual(['0', '0 Million', '0+', '0']);

    act(() => vi.advanceTimersByTime(1000));
    const mid = screen.getAllByTestId('counter-value')[0].textContent as string;
    const midNumber = Number(mid.replace(/,/g, ''));
    expect(midNumber).toBeGreaterThan(0);
    expect(midNumber).toBeLessThan(3000);

    act(() => vi.advanceTimersByTime(1100));
    expect(values()).toEqual(['3,000', '25 Million', '6,000+', '20']);
    expect(COUNTERS_SEED.items.map((i) => i.label)).toEqual([
      'Financial Articles', 'Page Views', 'International Subscribers', 'Global Websites',
    ]);
  });
});
