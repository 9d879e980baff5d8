import { client } from './client.ts';

/** POST /api/post/allPosts {verificationStatus:"pending"} with limit 1: only the count is read. */
export async function getPendingCount(signal?: AbortSignal): Promise<number> {
  const page = await client.post('/api/post/allPosts', { params: { query: { limit: 1 } }, body: { verificationStatus: 'pending' }, signal });
  return page.pendingCount ?? 0;
}
