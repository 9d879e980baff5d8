import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePost } from '../api/create-post.ts';
import { useUpdatePost } from '../api/update-post.ts';
import { uploadImage } from '../../../lib/api/upload-image.ts';
import { toPayload, type PostFormValues, type PostRole } from './post-form-values.ts';
import { translateShared } from '../../../lib/i18n.ts';

/** The api-client already tells the user about these (expired session or plan) and leaves. */
const HANDLED_BY_CLIENT = new Set([401, 402, 403]);

function saveFailed(err: unknown, editing: boolean): void {
  if (err instanceof ApiError && HANDLED_BY_CLIENT.has(err.code)) return;
  if (err instanceof ApiError && err.code === 400) {
    toast.error(translateShared(COMMUNITY_MSG.createPostErrorTitle), { description: err.message });
    return;
  }
  toast.error(translateShared(COMMUNITY_MSG.errorTitle), { description: editing ? translateShared(COMMUNITY_MSG.updatePostFailed) : translateShared(COMMUNITY_MSG.postFailed) });
}

interface SaveOptions {
  post?: Post;
  role: PostRole;
  /** Swaps the previews for the uploaded URLs, so a retry after a failed save uploads nothing twice. */
  onUploaded: (urls: string[]) => void;
  onSaved: () => void;
}

/** Uploads the new chart images (each through POST /api/upload), then creates or updates the post. */
export function useSavePost({ post, role, onUploaded, onSaved }: SaveOptions) {
  const create = useCreatePost();
  const update = useUpdatePost();

  return async (values: PostFormValues): Promise<void> => {
    let urls: string[];
    try {
      urls = await Promise.all(values.images.map((i) => (i.file ? uploadImage(i.file).then((r) => r.location) : i.url)));
    } catch {
      toast.error(translateShared(COMMUNITY_MSG.uploadFailureTitle), { description: translateShared(COMMUNITY_MSG.uploadFailed) });
      return;
    }
    if (values.images.some((i) => i.file)) onUploaded(urls);

    const payload = toPayload(values, urls, role, post);
    try {
      if (post) {
        await update.mutateAsync({ ...payload, _id: post._id });
        toast.success(translateShared(COMMUNITY_MSG.postUpdated));
      } else {
        await create.mutateAsync(payload);
        // The api-client hands back the envelope's data only; this is the server's wording for an admin's post.
        toast.success(role === 'admin' ? translateShared(COMMUNITY_MSG.postCreated) : translateShared(COMMUNITY_MSG.postCreatedUnderReview));
      }
      onSaved();
    } catch (err) {
      saveFailed(err, !!post);
    }
  };
}
