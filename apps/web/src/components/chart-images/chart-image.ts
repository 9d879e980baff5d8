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
