/** Keys are content hashes: `images/<sha256 hex>.<ext>`. Nothing else is ever stored or accepted. */
export const IMAGE_KEY = /^images\/[0-9a-f]{64}\.(?:webp|png|jpg)$/;

/** The one seam between the local folder and S3-compatible storage. */
export interface ImageStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key` (see IMAGE_KEY) and answers their public URL. Idempotent. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** True only for a URL this store hands out, so a profile can point at nothing else. */
  owns(url: string): boolean;
  close(): void;
}

export function assertImageKey(key: string) {
  if (!IMAGE_KEY.test(key)) throw new Error(`invalid image key: ${key}`);
}

/** `base` has no trailing slash; the rest of the URL must be exactly one image key. */
export const ownedUnder = (base: string) => (url: string) =>
  url.startsWith(`${base}/`) && IMAGE_KEY.test(url.slice(base.length + 1));
