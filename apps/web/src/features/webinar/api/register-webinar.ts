import { useMutation } from '@tanstack/react-query';
import { UTM_SOURCE_KEY, type WebinarRegisterInput, type WebinarRegistrationResult } from '@tlt/shared/webinar';
import { client } from '../../../lib/api/client.ts';

/** The ad source the landing pages stored from ?utm_source= (site-and-admin §3). */
function storedUtmSource(): string | undefined {
  try {
    return localStorage.getItem(UTM_SOURCE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** POST /api/webinar/register: the server picks the slot; answers the registration's id. */
export async function registerWebinar(body: Omit<WebinarRegisterInput, 'utmSource'>): Promise<WebinarRegistrationResult> {
  return await client.post('/api/webinar/register', { body: { ...body, utmSource: storedUtmSource() } });
}

export function useRegisterWebinar() {
  return useMutation({ mutationFn: registerWebinar });
}
