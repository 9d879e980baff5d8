import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../test/fixtures.ts';
import { DOWNLOAD_FAILED_TITLE, downloadFile, filenameFrom } from './download-file.ts';
import { setNavigator } from '../navigation.ts';
import { loadSonner } from '../toast.ts';
import { activateLocale } from '../i18n.ts';

beforeAll(async () => {
  await loadSonner();
});

const saved: { name: string; href: string }[] = [];
beforeEach(() => {
  saved.length = 0;
  setNavigator(vi.fn());
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
});
afterEach(() => vi.restoreAllMocks());

const xlsx = (disposition?: string) =>
  new Response('PK', {
    status: 200,
    headers: { 'Content-Type': 'application/octet-stream', ...(disposition ? { 'Content-Disposition': disposition } : {}) },
  });

describe('downloadFile', () => {
  it('sends the Bearer token and saves the blob under the server’s filename', async () => {
    storeSession(makeUser({ userType: 'admin' }), 'admin-token');
    const spy = stubFetch(() => xlsx('attachment; filename="subscribers-01-04-2026.xlsx"; filename*=UTF-8\'\'subscribers-01-04-2026.xlsx'));
    await expect(downloadFile('/api/subscribers/export?q=a', 'subscribers.xlsx')).resolves.toBe(true);
    expect(spy.mock.calls[0][0]).toBe('/api/subscribers/export?q=a');
    expect((spy.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
    expect(saved).toEqual([{ name: 'subscribers-01-04-2026.xlsx', href: 'blob:test/1' }]);
  });

  it('falls back to the given name without a Content-Disposition', async () => {
    stubFetch(() => xlsx());
    await downloadFile('lead/export', 'leads.xlsx');
    expect(saved[0].name).toBe('leads.xlsx');
  });

  it('shows the server’s message in an error toast and saves nothing on a failure', async () => {
    const error = vi.spyOn(toast, 'error');
    stubFetch(() => envelopeResponse(429, null, MSG.tooManyRequests));
    await expect(downloadFile('subscribers/export', 'subscribers.xlsx')).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(DOWNLOAD_FAILED_TITLE, { description: MSG.tooManyRequests });
    expect(saved).toEqual([]);
  });

  it('says the network failed when the server cannot be reached', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    await expect(downloadFile('subscribers/export', 'subscribers.xlsx')).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Download failed', { description: 'Could not reach the server. Check your connection and try again.' });
    expect(DOWNLOAD_FAILED_TITLE).toBe('Download failed');
  });

  it('says it in Hindi on a Hindi page, and asks the server for its message in Hindi (issue 30 §1)', async () => {
    const error = vi.spyOn(toast, 'error');
    await activateLocale('hi');
    try {
      vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
      await downloadFile('subscribers/export', 'subscribers.xlsx');
      expect(error).toHaveBeenCalledWith('डाउनलोड नहीं हो सका', { description: 'सर्वर तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जांचें और फिर से कोशिश करें।' });
      const spy = stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
      await downloadFile('subscribers/export', 'subscribers.xlsx');
      expect((spy.mock.calls[0][1]?.headers as Record<string, string>)['Accept-Language']).toBe('hi');
      expect(error).toHaveBeenLastCalledWith('डाउनलोड नहीं हो सका', { description: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।' });
    } finally {
      await activateLocale('en');
    }
  });

  it('treats a 401 as an expired session', async () => {
    const error = vi.spyOn(toast, 'error');
    storeSession(makeUser(), 'old');
    stubFetch(() => envelopeResponse(401, null, MSG.sessionExpired));
    await downloadFile('subscribers/export', 'subscribers.xlsx');
    expect(error).toHaveBeenCalledWith(MSG.sessionExpiredTitle, expect.anything());
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('filenameFrom', () => {
  it('prefers filename*, reads a quoted or bare filename, and drops path separators', () => {
    expect(filenameFrom(`attachment; filename="a.xlsx"; filename*=UTF-8''%E2%82%B9%20list.xlsx`, 'x')).toBe('₹ list.xlsx');
    expect(filenameFrom('attachment; filename="../../etc/passwd"', 'x')).toBe('.._.._etc_passwd');
    expect(filenameFrom('attachment; filename=plain.xlsx', 'x')).toBe('plain.xlsx');
    expect(filenameFrom('attachment', 'fallback.xlsx')).toBe('fallback.xlsx');
    expect(filenameFrom(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});
