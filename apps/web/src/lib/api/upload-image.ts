import { UPLOAD_FIELD, UploadResultSchema, type UploadResult } from '@tlt/shared/upload';
import { api } from './client.ts';

/** POST /api/upload (multipart, field `file`): the stored image's public URL (profile, blog and chart images). */
export async function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return UploadResultSchema.parse(await api.post<unknown>('upload', form));
}
