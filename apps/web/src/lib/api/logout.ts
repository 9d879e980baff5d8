import { client } from './client.ts';

/** GET /api/auth/logout revokes the token on the server. */
export function logoutRequest(): Promise<unknown> {
  return client.get('/api/auth/logout');
}
