import { describe, expect, it } from 'vitest';
import { offerCountdown, webinarCountdown } from './countdown.ts';

const expiry = '2025-03-10T16:30:00.000Z'; // 22:00 India time
const at = (iso: string) => new Date(iso);

describe('offerCountdown', () => {
  it('counts HH:MM:SS down to the expiry while the offer runs', () => {
    expect(offerCountdown({ expired: false, expiry }, at('2025-03-10T06:29:59.400Z'))).toEqual({
      visible: true,
      label: '10:00:00',
      reload: false,
    });
    expect(offerCountdown({ expired: false, expiry }, at('2025-03-10T16:29:01.000Z')).label).toBe('00:00:59');
  });

  it('keeps two-digit hours past a day', () => {
    expect(offerCountdown({ expired: false, expiry }, at('2025-03-08T16:30:00.000Z')).label).toBe('48:00:00');
  });

  it('shows 00:00:00 after the end and reloads only once 1200 s have passed', () => {
    expect(offerCountdown({ expired: false, expiry }, at('2025-03-10T16:30:01.000Z'))).toEqual({
      visible: true,
      label: '00:00:00',
      reload: false,
    });
    expect(offerCountdown({ expired: false, expiry }, at('2025-03-10T16:49:59.000Z')).reload).toBe(false);
    expect(offerCountdown({ expired: false, expiry }, at('2025-03-10T16:50:00.000Z')).reload).toBe(true);
  });

  it('hides the countdown and never reloads for an expired offer', () => {
    expect(offerCountdown({ expired: true, expiry }, at('2025-03-11T00:00:00.000Z'))).toEqual({
      visible: false,
      label: '00:00:00',
      reload: false,
    });
  });
});

describe('webinarCountdown', () => {
  it('counts to midnight in India and reloads only while its milliseconds left are under 1200', () => {
    // 18:30 UTC is midnight in India.
    expect(webinarCountdown(new Date('2026-11-22T10:30:00Z'))).toEqual({ visible: true, label: '08:00:00', reload: false });
    expect(webinarCountdown(new Date('2026-11-22T18:29:58.799Z')).reload).toBe(false);
    expect(webinarCountdown(new Date('2026-11-22T18:29:58.801Z'))).toEqual({ visible: true, label: '00:00:01', reload: true });
    expect(webinarCountdown(new Date('2026-11-22T18:30:00Z'))).toEqual({ visible: true, label: '24:00:00', reload: false });
  });
});
