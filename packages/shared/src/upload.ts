import { z } from 'zod';

/** Upload limit of site-and-admin §5 and §9; png, jpg and jpeg in, judged by content. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_ACCEPT = ['image/png', 'image/jpeg'] as const;
/** Multipart field name of POST /api/upload. */
export const UPLOAD_FIELD = 'file';

/** POST /api/upload answers `data: {location}`, the image's public URL (community.md §7). */
export const UploadResultSchema = z.object({ location: z.string() });
export type UploadResult = z.infer<typeof UploadResultSchema>;
