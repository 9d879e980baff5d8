import fs from 'node:fs';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { assertImageKey, type ImageStore, ownedUnder } from './types.ts';

type S3Config = Extract<Config['storage'], { kind: 's3' }>;

/** Public base of stored objects: S3_PUBLIC_URL (a CDN), else the bucket's own address. */
export function s3PublicBase(c: S3Config): string {
  const base = c.publicUrl
    ?? (c.endpoint ? `${c.endpoint.replace(/\/+$/, '')}/${c.bucket}` : `https://${c.bucket}.s3.${c.region}.amazonaws.com`);
  return base.replace(/\/+$/, '');
}

let sdkLoad: Promise<typeof import('@aws-sdk/client-s3')> | undefined;
/**
 * The AWS SDK, loaded on the first call to the bucket rather than at start: the esbuild bundle hoists a
 * static import of a package to its top, and the SDK is ~7 MB a process need not hold before it
 * stores anything (decision 0051).
 */
const sdk = () => (sdkLoad ??= import('@aws-sdk/client-s3'));

/** A client made on first use; `close` destroys it if it was made. */
function lazyClient(c: S3Config, extra: Partial<S3ClientConfig> = {}) {
  let made: Promise<S3Client> | undefined;
  const get = () => (made ??= sdk().then(({ S3Client }) => new S3Client({
    ...extra,
    region: c.region,
    ...(c.endpoint ? { endpoint: c.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey },
  })));
  const close = () => void made?.then((client) => client.destroy(), () => {});
  return { get, close };
}

/**
 * S3 or any S3-compatible service (S3_ENDPOINT, path-style addressing). Objects are
 * written without an ACL: public reading is the bucket policy's or the CDN's job.
 */
export function s3ImageStore(c: S3Config): ImageStore {
  const client = lazyClient(c);
  const base = s3PublicBase(c);
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertImageKey(key);
      const [{ PutObjectCommand }, s3] = await Promise.all([sdk(), client.get()]);
      await s3.send(new PutObjectCommand({
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
    close: client.close,
  };
}

/** Where the nightly backups' off-machine copies go in the bucket: never public (README, Backups). */
export const S3_BACKUP_PREFIX = 'backups/';

/**
 * The off-machine shelf for backups in the images' bucket, under `backups/` (docs/decisions/0049-backups.md).
 * `put` stores a file (no ACL: the bucket policy must keep backups/ private); `prune` keeps the newest `keep` names that start with `prefix`.
 */
export function s3BackupShelf(c: S3Config) {
  // A file is streamed: with the SDK's default checksums it goes aws-chunked with a trailing CRC,
  // which some S3-compatible stores keep as the object's bytes (seen with s3rver: 80 bytes too many).
  const client = lazyClient(c, { requestChecksumCalculation: 'WHEN_REQUIRED' });
  return {
    async put(name: string, file: string) {
      const { size } = await fs.promises.stat(file);
      const [{ PutObjectCommand }, s3] = await Promise.all([sdk(), client.get()]);
      await s3.send(new PutObjectCommand({
        Bucket: c.bucket, Key: `${S3_BACKUP_PREFIX}${name}`, Body: fs.createReadStream(file), ContentLength: size,
        ContentType: 'application/x-tar',
      }));
      return `s3://${c.bucket}/${S3_BACKUP_PREFIX}${name}`;
    },
    async prune(prefix: string, keep: number) {
      const [{ DeleteObjectsCommand, ListObjectsV2Command }, s3] = await Promise.all([sdk(), client.get()]);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: c.bucket, Prefix: `${S3_BACKUP_PREFIX}${prefix}`, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      // Names carry their time (tlt-nightly-<ISO time>.tar): newest last in name order.
      const old = keys.sort().slice(0, Math.max(0, keys.length - keep));
      if (old.length) await s3.send(new DeleteObjectsCommand({ Bucket: c.bucket, Delete: { Objects: old.map((Key) => ({ Key })) } }));
      return old.length;
    },
    close: client.close,
  };
}
