import path from 'node:path';
import type { Config } from '../../config.ts';
import { localImageStore } from './local.ts';
import type { ImageStore } from './types.ts';

export const localUploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');

/** The AWS SDK is loaded only when S3 is configured: it is large and slows every start. */
export async function createImageStore(config: Pick<Config, 'storage' | 'dataDir'>): Promise<ImageStore> {
  if (config.storage.kind === 's3') return (await import('./s3.ts')).s3ImageStore(config.storage);
  return localImageStore(localUploadsDir(config));
}
