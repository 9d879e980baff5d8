import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { bootstrap } from './seed/bootstrap.ts';
import { seedCatalogue } from './seed/catalogue.ts';
import paymentsPlugin from './adapters/payments/plugin.ts';
import authRoutes from './modules/auth/routes.ts';
import contentRoutes from './modules/content/routes.ts';
import courseRoutes from './modules/courses/routes.ts';
import billingRoutes from './modules/billing/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import planRoutes from './modules/plans/routes.ts';
import renewalRoutes from './modules/renewal/routes.ts';
import signupRoutes from './modules/signup/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import maintenanceRoutes from './modules/maintenance/routes.ts';
import images from './adapters/storage/plugin.ts';
import passwordRoutes from './modules/password/routes.ts';
import profileRoutes from './modules/profile/routes.ts';
import uploadRoutes from './modules/uploads/routes.ts';
import auth from './plugins/auth.ts';
import db from './plugins/db.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import jobs, { type JobsPluginOptions } from './plugins/jobs.ts';
import mailer from './plugins/mailer.ts';
import metrics from './plugins/metrics.ts';
import rateLimit from './plugins/rate-limit.ts';
import security from './plugins/security.ts';
import web from './plugins/web.ts';
import apiHooks from './plugins/api-hooks.ts';
import { serializeError, serializeRequest } from './lib/log-serializers.ts';
import { requestIdOf } from './lib/request-id.ts';
import { limitConnections } from './lib/connection-limits.ts';
import { prettyLogs } from './lib/log-destination.ts';
import { createErrorReporter } from './lib/error-report.ts';

export interface BuildOptions {
  /** An already open database (tests share one per file). */
  database?: Database;
  /** Skip the admin/demo bootstrap (tests make their own data). */
  bootstrap?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The live stream's heartbeat interval (tests make it short); LIVE_HEARTBEAT_MS otherwise. */
  liveHeartbeatMs?: number;
  /** Tests: who the push worker treats as watching a live stream (default: streams of this process). */
  pushSkip?: (userId: string) => boolean;
  /** The job queue's schema and whether this instance runs the schedules (tests). */
  jobs?: JobsPluginOptions;
}

/** Builds the whole app: external plugins, app plugins, then modules. Never listens. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const reporter = config.errorReport ? await createErrorReporter(config.errorReport) : undefined;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest, err: serializeError, error: serializeError },
      ...(reporter ? { hooks: { logMethod: reporter.logMethod } } : {}),
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      ...(prettyLogs(config.env)
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
    },
    // A caller's X-Request-Id is kept only when it is a UUID (a load balancer's); otherwise ours.
    genReqId: (req) => requestIdOf(req.headers),
    requestIdHeader: false,
    bodyLimit: config.limits.bodyBytes,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    // Short waits for what a client sends, so a slow or silent one frees its descriptor (lib/connection-limits.ts).
    connectionTimeout: config.connections.idleTimeoutMs,
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    requestTimeout: config.connections.requestTimeoutMs,
    // Node checks the headers and request timeouts this often (30 s by default): a held half request goes soon after its timeout.
    http: { connectionsCheckingInterval: 1000 },
    return503OnClosing: true,
    // Opening and migrating a new on-disk PGlite takes over Fastify's default 10 s on a loaded
    // 2-core machine (e2e and CI start the server on a fresh data folder).
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  limitConnections(app.server, config.connections, config.trustProxy);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Once closing, requests still in flight end their keep-alive connection, so close() need not wait it out;
  // new ones Fastify answers 503 (return503OnClosing).
  let closing = false;
  if (reporter) app.addHook('onClose', async () => void (await reporter.flush()));
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(errors);
  // First, so its timer sees every route (GET /metrics only with METRICS_TOKEN; issue 28 §6).
  await app.register(metrics);
  await app.register(db, { config, database: opts.database });
  // After the migrations (the database plugin ran them) and before every plugin that declares a queue.
  await app.register(jobs, opts.jobs ?? {});
  await app.register(security, { config });
  await app.register(compress, { threshold: 1024 });
  // The limits' decorators and routes' own limits; the global limit is the API's (apiHooks).
  await app.register(rateLimit, { config });
  await app.register(auth);
  await app.register(mailer, { config });
  await app.register(images, { config });
  await app.register(docs);
  await app.register(paymentsPlugin, { config });
  await app.register(import('./modules/push/plugin.ts'), { config });
  // Maintenance refuses non-admin writes (issue 27 §5): before the routes, whose writes it marks.
  await app.register(import('./modules/maintenance/plugin.ts'));

  // The API's own hooks live in its context only: pages, files, sitemap and /metrics pay for none (decision 0056-pages-in-fastify).
  await app.register(
    async (api) => {
      await api.register(apiHooks, { config });
      await api.register(healthRoutes);
      await api.register(maintenanceRoutes);
      await api.register(authRoutes);
      await api.register(passwordRoutes);
      await api.register(profileRoutes);
      await api.register(uploadRoutes);
      await api.register(planRoutes);
      await api.register(billingRoutes);
      await api.register(paymentRoutes);
      await api.register(signupRoutes);
      await api.register(renewalRoutes);
      await api.register(courseRoutes);
      await api.register(contentRoutes);
      await api.register(import('./modules/analytics/routes.ts'));
      // Contact, leads, subscribers and the webinar funnel (issue 4).
      await api.register(import('./modules/contact/routes.ts'));
      await api.register(import('./modules/leads/routes.ts'));
      await api.register(import('./modules/subscribers/routes.ts'));
      await api.register(import('./modules/users/routes.ts'));
      // The member's own account: devices, e-mail change, consents, export and erasure (issue 15).
      await api.register(import('./modules/account/routes.ts'));
      // The audit log, read only (issue 13 §7).
      await api.register(import('./modules/audit/routes.ts'));
      await api.register(import('./modules/webinar/routes.ts'));
      // Blogs (issue 4).
      await api.register(import('./modules/blogs/routes.ts'));
      // The members' community (issue 5).
      await api.register(import('./modules/posts/routes.ts'));
      await api.register(import('./modules/notifications/routes.ts'), { heartbeatMs: opts.liveHeartbeatMs });
      // The members' tools (issue 11).
      await api.register(import('./modules/watchlists/routes.ts'));
      await api.register(import('./modules/trade-wisdom/routes.ts'));
      await api.register(import('./modules/calculator/routes.ts'));
      // Web Push devices (issue 12).
      await api.register(import('./modules/push/routes.ts'));
      // The dashboard's subscription analytics (issue 13 §6).
      await api.register(import('./modules/subscriptions/routes.ts'));
      // The dashboard's launch checklist (issue 14 §3).
      await api.register(import('./modules/launch-checklist/routes.ts'));
    },
    { prefix: '/api' },
  );
  // Scheduled jobs, each module's own (issue 12, docs/decisions/0024).
  await app.register(import('./modules/auth/jobs.ts'));
  await app.register(import('./modules/password/jobs.ts'));
  await app.register(import('./modules/billing/jobs.ts'));
  await app.register(import('./modules/push/jobs.ts'), { skip: opts.pushSkip });
  await app.register(import('./modules/subscriptions/jobs.ts'), { atStart: opts.bootstrap !== false });
  await app.register(import('./modules/webinar/jobs.ts'));
  // Nightly backups, and db:backup's socket on the embedded database (issue 28 §7).
  await app.register(import('./modules/backups/plugin.ts'));
  // sitemap.xml and robots.txt live at the site root.
  await app.register(import('./modules/seo/routes.ts'));
  // Public pages drawn on the server into the shell (after the blog's sharing tags; decision 0035).
  await app.register(import('./modules/pages/plugin.ts'));
  await app.register(web, { config });

  await seedCatalogue(app.db);
  if (opts.bootstrap !== false) await bootstrap(app.db, config, app.log);
  return app;
}
