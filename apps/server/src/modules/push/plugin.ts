import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { type PushOptions, type PushReport, type PushSender, sendToMembers } from './deliver.ts';
import type { Resolve } from './endpoint.ts';
import type { PushMessage } from './message.ts';
import { pushAgents } from './transport.ts';
import { loadVapidKeys, type VapidKeys } from './vapid.ts';

/** Web Push for the whole app: `app.push.sendToMembers(message, {skip})` from anywhere that has the app. */
export interface AppPush {
  sender: PushSender;
  publicKey(): Promise<string>;
  sendToMembers(message: PushMessage, opts?: PushOptions): Promise<PushReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: AppPush;
  }
}

export default fp(async function push(app: FastifyInstance, { config, resolve }: { config: Config; resolve?: Resolve }) {
  // Read (or generated) when first needed: an app that never pushes writes no key file.
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => (keys ??= loadVapidKeys(config).catch((e) => {
    keys = undefined;
    throw e;
  }));
  const agents = pushAgents();
  const sender: PushSender = {
    vapid, subject: config.push.subject, endpointAllow: config.push.endpointAllow, agents, log: app.log, resolve, tokens: new Map(),
  };
  app.decorate('push', {
    sender,
    publicKey: async () => (await vapid()).publicKey,
    sendToMembers: (message, opts) => sendToMembers(app.db, message, { ...opts, sender }),
  } satisfies AppPush);
  app.addHook('onClose', async () => agents.destroy());
}, { name: 'push' });
