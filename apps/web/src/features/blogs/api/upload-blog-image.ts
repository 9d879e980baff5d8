import { useMutation } from '@tanstack/react-query';
import { UPLOAD_FIELD, UploadResultSchema, type UploadResult } from '@tlt/shared/upload';
import { api } from '../../../lib/api-client.ts';

/** POST /api/upload (multipart, field `file`): the stored image's URL for a feature or body image. */
export async function uploadBlogImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return UploadResultSchema.parse(await api.post<unknown>('upload', form));
}

export function useUploadBlogImage() {
  return useMutation({ mutationFn: uploadBlogImage });
}
