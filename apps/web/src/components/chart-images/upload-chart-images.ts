import type { ChartImage } from './chart-image.ts';

/**
 * The stored URLs of a form's chart images, in order: each new file goes through POST /api/upload,
 * the ones already stored are kept as they are.
 */
export function uploadChartImages(
  images: readonly ChartImage[],
  upload: (file: File) => Promise<{ location: string }>,
): Promise<string[]> {
  return Promise.all(images.map((i) => (i.file ? upload(i.file).then((r) => r.location) : Promise.resolve(i.url))));
}
