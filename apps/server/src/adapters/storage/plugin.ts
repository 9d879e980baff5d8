import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createImageStore, localUploadsDir } from './index.ts';
import { LOCAL_UPLOADS_PREFIX } from './local.ts';
import type { ImageStore } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

/** `app.images`; with local storage also serves DATA_DIR/uploads at /uploads/. */
export default fp(async function images(app: FastifyInstance, { config }: { config: Config }) {
  const store = await createImageStore(config);
  app.decorate('images', store);
  app.addHook('onClose', async () => store.close());
  if (store.kind !== 'local') return;
  await app.register(fastifyStatic, {
    root: localUploadsDir(config),
    prefix: `${LOCAL_UPLOADS_PREFIX}/`,
    // The web app's static plugin owns reply.sendFile.
    decorateReply: false,
    // The folder appears with the first upload.
    suppressWarning: true,
    index: false,
    dotfiles: 'deny',
    // Keys are content hashes, so a URL's bytes never change.
    maxAge: '365d',
    immutable: true,
  });
});
