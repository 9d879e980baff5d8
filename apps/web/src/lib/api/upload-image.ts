import { UPLOAD_FIELD, type UploadResult } from '@tlt/shared/upload';
import { client } from './client.ts';

/** POST /api/upload (multipart, field `file`): the stored image's public URL (profile, blog and chart images). */
export async function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return await client.post('/api/upload', { body: form });
}
