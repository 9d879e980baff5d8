import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MSG } from '@tlt/shared/messages';
import type { ImageStore } from '../../adapters/storage/types.ts';
import { badRequest } from '../../lib/errors.ts';

/** Longest side kept; larger images are scaled down to fit 2000×2000. */
export const MAX_SIDE = 2000;
/** Decoding cap: a small file may still unpack to a huge bitmap. About 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['png', 'jpeg']);
const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/**
 * Judges the type by content (sharp reads the header, the file name and the client's
 * content type are ignored), then re-encodes: EXIF orientation applied, every metadata
 * block dropped, fitted within 2000×2000, WebP quality 80.
 */
export async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  // Headers only: no pixels are decoded until the type and the dimensions are accepted.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => undefined);
  if (!meta?.format || !ACCEPTED.has(meta.format)) throw badRequest(MSG.imageType);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw badRequest(MSG.imageTooLarge);
  try {
    return await sharp(bytes, input)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, smartSubsample: true })
      .toBuffer();
  } catch {
    // A header that promised png/jpeg over data that does not decode.
    throw badRequest(MSG.imageType);
  }
}

/** Stores under the hash of the encoded bytes: the same picture twice is one object. */
export async function storeImage(images: ImageStore, bytes: Buffer): Promise<string> {
  const webp = await reencodeImage(bytes);
  const key = `images/${createHash('sha256').update(webp).digest('hex')}.webp`;
  return images.put(key, webp, 'image/webp');
}
