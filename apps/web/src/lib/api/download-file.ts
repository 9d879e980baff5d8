import { MSG } from '@tlt/shared/messages';
import { msg } from '@lingui/core/macro';
import { API_BASE, networkErrorMessage } from './client.ts';
import { i18n, languageHeaders, translateShared } from '../i18n.ts';
import { handleSessionExpired, handleSubscriptionExpired } from '../session-expiry.ts';
import { getToken } from '../storage.ts';
import { toast } from '../toast.ts';

const DOWNLOAD_FAILED = msg`Download failed`;
export const DOWNLOAD_FAILED_TITLE = DOWNLOAD_FAILED.message!;
/** The failure toast's title in the page's language (English pages: DOWNLOAD_FAILED_TITLE). */
const downloadFailedTitle = (): string => i18n._(DOWNLOAD_FAILED);

/**
 * The filename of a Content-Disposition header: the RFC 5987 `filename*` when given, else the
 * quoted one; path separators dropped, so the browser saves it where downloads go.
 */
export function filenameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  let name: string | undefined;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      name = decodeURIComponent(star[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe || fallback;
}

/** The answer's error message: the envelope's when there is one. */
async function failureMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON (a proxy page): the status says enough.
  }
  return translateShared(MSG.internalError);
}

/**
 * Downloads an API file (an Excel export) with the session's Bearer token, which a plain link
 * cannot send, and saves it under the server's filename. Answers whether it was saved; a failure
 * shows an error toast (an expired session is handled as everywhere else).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<boolean> {
  const token = getToken();
  const url = `${API_BASE}/${path.replace(/^\/+/, '').replace(/^api\//, '')}`;
  let res: Response;
  try {
    res = await fetch(url, { headers: { ...languageHeaders(), ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch {
    toast.error(downloadFailedTitle(), { description: networkErrorMessage() });
    return false;
  }
  if (!res.ok) {
    if (res.status === 401 || res.status === 403) handleSessionExpired();
    else if (res.status === 402) handleSubscriptionExpired();
    else toast.error(downloadFailedTitle(), { description: await failureMessage(res) });
    return false;
  }
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    // The server cut the file short (it failed part way): nothing worth saving.
    toast.error(downloadFailedTitle(), { description: networkErrorMessage() });
    return false;
  }
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filenameFrom(res.headers.get('content-disposition'), fallbackName);
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has handed the blob to the browser's download.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
  return true;
}
