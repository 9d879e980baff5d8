/** A chart image in a form: an uploaded one (`url`) or a new file shown through an object URL. */
export interface ChartImage {
  id: string;
  url: string;
  file?: File;
}

let nextId = 0;
export const imageId = () => `img-${++nextId}`;

/** Starting images of a form from the URLs an item already has. */
export const chartImagesOf = (urls: readonly string[] = []): ChartImage[] => urls.map((url) => ({ id: imageId(), url }));

/**
 * What the shared schemas check (one to four stored URLs) before anything is uploaded: a new file
 * stands in as the stored image it is about to become, so the count is checked and the upload waits.
 */
export const PENDING_UPLOAD_URL = '/uploads/pending-upload.png';
export const imagesForCheck = (images: readonly ChartImage[]): string[] => images.map((i) => (i.file ? PENDING_UPLOAD_URL : i.url));
