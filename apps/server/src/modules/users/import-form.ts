import type { FastifyRequest } from 'fastify';
import { IMPORT_MSG, MEMBER_IMPORT_FIELD } from '@tlt/shared/back-office/member-import';
import { badRequest, HttpError } from '../../lib/errors.ts';

/** The text fields the import reads; any other is ignored. */
const FIELDS = ['planType', 'amount', 'txnId', 'notify'] as const;

/**
 * The workbook (field `file`) and the import's text fields from a multipart body. Past the size
 * limit: 413; anything else wrong with the form (not multipart, no file, another file field, a
 * second file, a broken body) is the client's: 400, never a 500. The whole body is read.
 */
export async function readImportForm(req: FastifyRequest): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest(IMPORT_MSG.noFile);
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== MEMBER_IMPORT_FIELD || file) {
          part.file.resume();
          throw badRequest(IMPORT_MSG.noFile);
        }
        file = await part.toBuffer();
      } else if ((FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? new HttpError(413, IMPORT_MSG.tooLarge) : badRequest(IMPORT_MSG.noFile);
  }
  if (!file?.length) throw badRequest(IMPORT_MSG.noFile);
  return { file, fields };
}
