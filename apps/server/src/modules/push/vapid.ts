import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Where the embedded default keeps its generated pair (readable by the server's user only). */
export const vapidFile = (dataDir: string) => path.join(dataDir, 'vapid.json');

const isPair = (k: Partial<VapidKeys> | null | undefined): k is VapidKeys => {
  if (typeof k?.publicKey !== 'string' || typeof k.privateKey !== 'string') return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(k.privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url') === k.publicKey;
  } catch {
    return false;
  }
};

async function readPair(file: string): Promise<VapidKeys> {
  const keys = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<VapidKeys>;
  // Never replaced silently: new keys would orphan every browser's subscription.
  if (!isPair(keys)) throw new Error(`${file} does not hold a VAPID key pair; fix it, or delete it to generate a new one (every device then subscribes again)`);
  return keys;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set (required in production), else the
 * pair in DATA_DIR/vapid.json, generated (mode 0600) the first time it is needed and kept, so
 * browsers' subscriptions outlive restarts. Two processes on one DATA_DIR agree: the file is
 * linked into place exclusively and the loser reads the winner's.
 */
export async function loadVapidKeys(config: Pick<Config, 'dataDir' | 'push'>): Promise<VapidKeys> {
  if (config.push.vapid) return config.push.vapid;
  const file = vapidFile(config.dataDir);
  try {
    return await readPair(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const fresh = webpush.generateVAPIDKeys();
  await fs.mkdir(config.dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: link fails if the file exists,
  // so no reader ever sees half a file and no second pair replaces the first.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  try {
    await fs.link(draft, file);
    return fresh;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return readPair(file);
  } finally {
    await fs.rm(draft, { force: true });
  }
}
