import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './process.ts';

/** s3rver (npm, MIT): a real S3-compatible server on the loopback, its objects in a folder. No types ship with it. */
interface S3rverServer { run(): Promise<unknown>; close(): Promise<void> }
const S3rver = createRequire(import.meta.url)('s3rver') as new (o: {
  port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[];
}) => S3rverServer;

/** An S3-compatible server with one empty bucket, and the env that points the app at it. */
export async function s3Server(bucket = 'tlt-test') {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-s3-'));
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  await server.run();
  const env = {
    STORAGE: 's3', S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return {
    env,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
