import { PostPageSchema } from '@tlt/shared/community';
import { api } from './client.ts';

/** POST /api/post/allPosts {verificationStatus:"pending"} with limit 1: only the count is read. */
export async function getPendingCount(signal?: AbortSignal): Promise<number> {
  const page = PostPageSchema.parse(await api.post<unknown>('post/allPosts?limit=1', { verificationStatus: 'pending' }, { signal }));
  return page.pendingCount ?? 0;
}
