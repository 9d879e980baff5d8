import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertImageKey, type ImageStore, ownedUnder } from './types.ts';

/** URL prefix the app serves `DATA_DIR/uploads/` under (plugin.ts). */
export const LOCAL_UPLOADS_PREFIX = '/uploads';

/** Files under `root`, served by this app at /uploads/<key>; URLs are same-origin paths. */
export function localImageStore(root: string): ImageStore {
  return {
    kind: 'local',
    async put(key, bytes) {
      assertImageKey(key);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
      return `${LOCAL_UPLOADS_PREFIX}/${key}`;
    },
    owns: ownedUnder(LOCAL_UPLOADS_PREFIX),
    close: () => {},
  };
}
