import type { FastifyRequest } from 'fastify';
import { MSG } from '@tlt/shared/messages';
import { UPLOAD_FIELD } from '@tlt/shared/upload';
import { badRequest, HttpError } from '../../lib/errors.ts';

/**
 * The bytes of the one file, in field `file`; other text fields are ignored. Over the
 * size limit: 413 with the spec's message. Anything else wrong with the form (not
 * multipart, no file, another file field, a second file, a broken body) is the client's:
 * 400, never a 500. The whole body is read, so the connection stays usable.
 */
export async function readUploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest(MSG.uploadFailed);
  let bytes: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        throw badRequest(MSG.uploadFailed);
      }
      bytes = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
      ? new HttpError(413, MSG.imageTooLarge)
      : badRequest(MSG.uploadFailed);
  }
  if (!bytes) throw badRequest(MSG.uploadFailed);
  return bytes;
}
