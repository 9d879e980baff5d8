import { MSG } from '@tlt/shared/messages';
import { navigateTo } from './navigation.ts';
import { clearSession } from './storage.ts';
import { toast } from './toast.ts';
import { translateShared } from './i18n.ts';

export const SESSION_EXPIRED_REDIRECT_MS = 500;

/** What a 401 does: one toast, the session cleared, home. Used by the API client (lib/api/client.ts), downloads and the live stream (lib/live). */
export function handleSessionExpired(): void {
  // One id so parallel failing calls show one toast, not a stack.
  toast.error(translateShared(MSG.sessionExpiredTitle), { id: 'session-expired', description: translateShared(MSG.sessionExpired) });
  clearSession();
  setTimeout(() => navigateTo('/'), SESSION_EXPIRED_REDIRECT_MS);
}

/** What a 402 does: the paid period ended. Used by the API client (lib/api/client.ts), downloads and the live stream (lib/live). */
export function handleSubscriptionExpired(): void {
  toast.error(translateShared(MSG.subscriptionExpiredTitle), {
    id: 'subscription-expired',
    description: translateShared(MSG.subscriptionExpired),
  });
  clearSession();
  navigateTo('/');
}
