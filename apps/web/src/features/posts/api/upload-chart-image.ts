import { UPLOAD_FIELD, UploadResultSchema, type UploadResult } from '@tlt/shared/upload';
import { api } from '../../../lib/api-client.ts';

/** POST /api/upload (multipart, field `file`): the stored chart image's URL. */
export async function uploadChartImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return UploadResultSchema.parse(await api.post<unknown>('upload', form));
}
