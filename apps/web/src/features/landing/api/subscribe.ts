import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { API_BASE, networkErrorMessage } from '../../../lib/api/client.ts';
import { languageHeaders, translateShared } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/api-error.ts';

/**
 * POST /api/subscribers/subscribe. Read directly because the toast shows the envelope's
 * message (new subscriber or repeat), which the shared client does not hand back.
 */
export async function subscribe(email: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/subscribers/subscribe`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...languageHeaders() },
      body: JSON.stringify({ email }),
    });
  } catch {
    throw new ApiError(0, networkErrorMessage());
  }
  const body = (await res.json().catch(() => undefined)) as Partial<Envelope<unknown>> | undefined;
  if (res.ok && body?.status === true) return body.message ?? translateShared(MSG.subscribed);
  throw new ApiError(body?.code ?? res.status, body?.message ?? translateShared(MSG.internalError));
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
