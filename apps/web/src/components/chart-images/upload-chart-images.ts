import { uploadImage } from '../../lib/upload-image.ts';
import type { ChartImage } from './chart-image.ts';

/**
 * The stored URLs of a form's chart images, in order: each new file goes through POST /api/upload,
 * the ones already stored are kept as they are.
 */
export function uploadChartImages(images: readonly ChartImage[]): Promise<string[]> {
  return Promise.all(images.map((i) => (i.file ? uploadImage(i.file).then((r) => r.location) : Promise.resolve(i.url))));
}
