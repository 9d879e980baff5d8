import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { localUploadsDir } from '../../adapters/storage/index.ts';
import { LOCAL_UPLOADS_PREFIX } from '../../adapters/storage/local.ts';
import { IMAGE_KEY } from '../../adapters/storage/types.ts';

/**
 * A blog's share preview (issue 14 §7): link previews (WhatsApp, Facebook, LinkedIn, X) want a
 * raster image about 1200×630 and show no SVG or WebP reliably, so the feature image is cut to a
 * 1200×630 JPEG once and kept on disk, keyed by the feature image's address (uploads are keyed by
 * their content, so a new picture is a new address and a new preview).
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const VERSION = 'og1';

/** The web build's own pictures (the seed's feature images), never outside it. */
const WEB_IMAGE = /^\/images\/(?:[\w-]+\/)*[\w.-]+\.(?:svg|png|jpe?g|webp)$/;

const uploadKey = (image: string) => (image.startsWith(`${LOCAL_UPLOADS_PREFIX}/`) ? image.slice(LOCAL_UPLOADS_PREFIX.length + 1) : '');

/**
 * Whether a preview can be drawn from this feature image: one in this app's store or web build.
 * The server fetches no URL an admin typed; such a page keeps that URL as its og:image.
 */
export function drawsOgImage(app: FastifyInstance, image: string | null): image is string {
  if (!image) return false;
  if (app.images.kind === 'local' && IMAGE_KEY.test(uploadKey(image))) return true;
  if (app.images.kind === 's3' && app.images.owns(image)) return true;
  return WEB_IMAGE.test(image) && !image.includes('..');
}

/** The feature image's bytes from where this app keeps them (drawsOgImage said it can). */
async function sourceBytes(app: FastifyInstance, image: string): Promise<Buffer | undefined> {
  if (!drawsOgImage(app, image)) return undefined;
  const key = uploadKey(image);
  if (app.images.kind === 'local' && IMAGE_KEY.test(key)) return fs.readFile(path.join(localUploadsDir(app.config), key));
  if (app.images.kind === 's3') {
    const res = await fetch(image, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`feature image answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
  return fs.readFile(path.join(app.config.webDist, image));
}

const cacheFile = (app: FastifyInstance, image: string) =>
  path.join(app.config.dataDir, 'og', `${createHash('sha256').update(`${VERSION}\n${image}`).digest('hex')}.jpg`);

/** The preview JPEG, rendered on first ask and then read from disk; undefined when there is nothing to draw it from. */
export async function blogOgImage(app: FastifyInstance, featureImage: string | null): Promise<Buffer | undefined> {
  if (!featureImage) return undefined;
  const file = cacheFile(app, featureImage);
  try {
    return await fs.readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  let source: Buffer | undefined;
  try {
    source = await sourceBytes(app, featureImage);
  } catch (err) {
    // A file gone from disk or a store that failed: no preview rather than an error page.
    app.log.warn({ err }, 'blog share image source unreadable');
    return undefined;
  }
  if (!source) return undefined;
  const jpeg = await sharp(source, { density: 150 })
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
    .catch((err: unknown) => {
      app.log.warn({ err }, 'blog share image not drawable');
      return undefined;
    });
  if (!jpeg) return undefined;
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(tmp, jpeg);
  await fs.rename(tmp, file);
  return jpeg;
}
