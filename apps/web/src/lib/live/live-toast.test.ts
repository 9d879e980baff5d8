import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { Notification } from '@tlt/shared/community';
import { activateLocale } from '../i18n.ts';
import { loadSonner } from '../toast.ts';
import { showNotificationToast } from './live-toast.ts';

beforeAll(async () => {
  await loadSonner();
});
afterEach(() => activateLocale('en'));

const n = { _id: 'n1', title: 'New trade', body: 'NIFTY long', createdAt: new Date().toISOString(), read: false } as unknown as Notification;
const actionLabel = () => (vi.mocked(toast.info).mock.lastCall?.[1] as { action: { label: string } }).action.label;

// Issue 30 §8: the live toast's button is an interface word; the notification's own text is as stored.
describe('a live notification toast', () => {
  it('offers "Open" on an English page and "खोलें" on a Hindi one', async () => {
    showNotificationToast(n);
    expect(actionLabel()).toBe('Open');
    await activateLocale('hi');
    showNotificationToast({ ...n, _id: 'n2' });
    expect(actionLabel()).toBe('खोलें');
  });
});
