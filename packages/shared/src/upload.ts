import { z } from 'zod';
import { MSG } from './messages.ts';

/** Upload limit of site-and-admin §5 and §9; png, jpg and jpeg in, judged by content. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_ACCEPT = ['image/png', 'image/jpeg'] as const;

/** "Under 2 MB" (site-and-admin §5, community.md §5): a file of exactly 2 MB is refused too, by every field and the server. */
export const isImageSizeAllowed = (bytes: number): boolean => bytes < IMAGE_MAX_BYTES;

const IMAGE_EXTENSIONS = /\.(png|jpe?g)$/i;
/** png, jpg or jpeg by the browser's type; a pasted screenshot may come without one, and then its name tells. */
export const isImageTypeAllowed = (file: { type: string; name: string }): boolean =>
  file.type ? (IMAGE_ACCEPT as readonly string[]).includes(file.type) : IMAGE_EXTENSIONS.test(file.name);

/**
 * The one check a picked image passes before anything is sent: the spec's message for what is wrong
 * with it, or null. The server judges the bytes again (their real type, their pixels).
 */
export function imageFileProblem(file: { type: string; name: string; size: number }): string | null {
  if (!isImageTypeAllowed(file)) return MSG.imageType;
  if (!isImageSizeAllowed(file.size)) return MSG.imageTooLarge;
  return null;
}
/** Multipart field name of POST /api/upload. */
export const UPLOAD_FIELD = 'file';

/** POST /api/upload answers `data: {location}`, the image's public URL (community.md §7). */
/** Our own copy: the spec names only the upload's refusals. */
export const UPLOAD_MSG = { uploaded: 'Image uploaded' } as const;

export const UploadResultSchema = z.object({ location: z.string() });
export type UploadResult = z.infer<typeof UploadResultSchema>;
