import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { assertImageKey, type ImageStore, ownedUnder } from './types.ts';

type S3Config = Extract<Config['storage'], { kind: 's3' }>;

/** Public base of stored objects: S3_PUBLIC_URL (a CDN), else the bucket's own address. */
export function s3PublicBase(c: S3Config): string {
  const base = c.publicUrl
    ?? (c.endpoint ? `${c.endpoint.replace(/\/+$/, '')}/${c.bucket}` : `https://${c.bucket}.s3.${c.region}.amazonaws.com`);
  return base.replace(/\/+$/, '');
}

/**
 * S3 or any S3-compatible service (S3_ENDPOINT, path-style addressing). Objects are
 * written without an ACL: public reading is the bucket policy's or the CDN's job.
 */
export function s3ImageStore(c: S3Config): ImageStore {
  const client = new S3Client({
    region: c.region,
    ...(c.endpoint ? { endpoint: c.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey },
  });
  const base = s3PublicBase(c);
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertImageKey(key);
      await client.send(new PutObjectCommand({
        Bucket: c.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        // Keys are content hashes: an object never changes.
        CacheControl: 'public, max-age=31536000, immutable',
      }));
      return `${base}/${key}`;
    },
    owns: ownedUnder(base),
    close: () => client.destroy(),
  };
}
