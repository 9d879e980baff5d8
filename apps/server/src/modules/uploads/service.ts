import { createHash } from 'node:crypto';
import os from 'node:os';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { MSG } from '@tlt/shared/messages';
import type { ImageStore } from '../../adapters/storage/types.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';

/** Longest side kept; larger images are scaled down to fit 2000×2000. */
export const MAX_SIDE = 2000;
/**
 * Decoding cap, checked on the header before any pixel is decoded: 6000×4000 = 24 MP,
 * a 3:2 camera photo three times the kept side, the largest picture the 2000×2000
 * output has a use for (beyond it we would only throw pixels away). A PNG is decoded
 * whole at about 4 bytes a pixel, so the cap also bounds one image's working memory
 * to about 100 MB. MSG.imageTooManyPixels names the figure.
 */
export const MAX_INPUT_PIXELS = 6000 * 4000;
/**
 * Re-encodes at once in this process, one libvips thread each: a burst keeps a core free
 * for the API (at most 4, as each may hold ~100 MB). The rest wait in line; past
 * MAX_WAITING the upload answers 503 instead of queueing without bound.
 */
export const IMAGE_WORKERS = Math.min(4, Math.max(1, os.availableParallelism() - 1));
export const MAX_WAITING = 16;

// No operation cache: every upload is a new buffer, so cached results are never reused.
sharp.cache(false);
sharp.concurrency(1);

const ACCEPTED = new Set(['png', 'jpeg']);
const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
const imageWork = pLimit(IMAGE_WORKERS);

/**
 * Runs image work within the process-wide limit: IMAGE_WORKERS at once, MAX_WAITING in
 * line, any more → 503.
 */
export function limitImageWork<T>(work: () => Promise<T>): Promise<T> {
  if (imageWork.pendingCount >= MAX_WAITING) return Promise.reject(new HttpError(503, MSG.imagesBusy));
  return imageWork(work);
}

/**
 * Judges the type by content (sharp reads the header, the file name and the client's
 * content type are ignored), then re-encodes: EXIF orientation applied, every metadata
 * block dropped, fitted within 2000×2000, WebP quality 80. Every sharp call is inside
 * a try: anything sharp refuses (an empty buffer throws synchronously) is a 400.
 */
export async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  // Headers only: no pixels are decoded until the type and the dimensions are accepted.
  let meta: Metadata | undefined;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.format || !ACCEPTED.has(meta.format)) throw badRequest(MSG.imageType);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw badRequest(MSG.imageTooManyPixels);
  return limitImageWork(async () => {
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
  });
}

/** Stores under the hash of the encoded bytes: the same picture twice is one object. */
export async function storeImage(images: ImageStore, bytes: Buffer): Promise<string> {
  const webp = await reencodeImage(bytes);
  const key = `images/${createHash('sha256').update(webp).digest('hex')}.webp`;
  return images.put(key, webp, 'image/webp');
}
