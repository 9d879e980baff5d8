import { describe, expect, it } from 'vitest';
import { recordedDate, relativeDate } from './relative-date.ts';

// Local-time constructors, so the cases hold in any zone the tests run in.
const now = new Date(2026, 10, 22, 9, 30);
const daysBefore = (d: number, h = 9) => new Date(2026, 10, 22 - d, h, 0);

describe('relativeDate', () => {
  it.each([
    [daysBefore(0, 0), 'Today'],
    [new Date(2026, 10, 22, 23, 0), 'Today'],
    [daysBefore(1, 23), 'Yesterday'],
    [daysBefore(1, 0), 'Yesterday'],
    [daysBefore(2), '2d ago'],
    [daysBefore(7), '7d ago'],
    [daysBefore(8), '1 week ago'],
    [daysBefore(13), '1 week ago'],
    [daysBefore(14), '2 weeks ago'],
    [daysBefore(21), '3 weeks ago'],
    [daysBefore(27), '3 weeks ago'],
    [daysBefore(28), '25-10-2026'],
    [new Date(2025, 0, 5), '05-01-2025'],
  ])('%s reads %s', (when, label) => {
    expect(relativeDate(when, now)).toBe(label);
  });

  it('takes ISO strings', () => {
    expect(relativeDate(daysBefore(3).toISOString(), now)).toBe('3d ago');
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(relativeDate(new Date(2026, 10, 21, 23, 59), new Date(2026, 10, 22, 0, 1))).toBe('Yesterday');
  });
});

describe('recordedDate', () => {
  it('writes DD-MM-YYYY HH:MM:SS', () => {
    expect(recordedDate(new Date(2026, 0, 2, 3, 4, 5))).toBe('02-01-2026 03:04:05');
  });
});
