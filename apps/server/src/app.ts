import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { bootstrap, refuseDemoData } from './seed/bootstrap.ts';
import { seedCatalogue } from './seed/catalogue.ts';
import paymentsPlugin from './adapters/payments/plugin.ts';
import images from './adapters/storage/plugin.ts';
import pushPlugin from './modules/push/plugin.ts';
import maintenancePlugin from './modules/maintenance/plugin.ts';
import accountRoutes from './modules/account/routes.ts';
import analyticsRoutes from './modules/analytics/routes.ts';
import auditRoutes from './modules/audit/routes.ts';
import authJobs from './modules/auth/jobs.ts';
import authRoutes from './modules/auth/routes.ts';
import backups from './modules/backups/plugin.ts';
import billingJobs from './modules/billing/jobs.ts';
import billingRoutes from './modules/billing/routes.ts';
import blogRoutes from './modules/blogs/routes.ts';
import calculatorRoutes from './modules/calculator/routes.ts';
import contactRoutes from './modules/contact/routes.ts';
import contentRoutes from './modules/content/routes.ts';
import courseRoutes from './modules/courses/routes.ts';
import { HttpError } from './lib/errors.ts';
import healthRoutes, { NOT_READY } from './modules/health/routes.ts';
import launchChecklistRoutes from './modules/launch-checklist/routes.ts';
import leadRoutes from './modules/leads/routes.ts';
import maintenanceRoutes from './modules/maintenance/routes.ts';
import notificationRoutes from './modules/notifications/routes.ts';
import pages from './modules/pages/plugin.ts';
import passwordJobs from './modules/password/jobs.ts';
import passwordRoutes from './modules/password/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import planRoutes from './modules/plans/routes.ts';
import postRoutes from './modules/posts/routes.ts';
import profileRoutes from './modules/profile/routes.ts';
import pushJobs from './modules/push/jobs.ts';
import pushRoutes from './modules/push/routes.ts';
import renewalRoutes from './modules/renewal/routes.ts';
import seoRoutes from './modules/seo/routes.ts';
import signupRoutes from './modules/signup/routes.ts';
import subscriberRoutes from './modules/subscribers/routes.ts';
import subscriptionJobs from './modules/subscriptions/jobs.ts';
import subscriptionRoutes from './modules/subscriptions/routes.ts';
import tradeWisdomRoutes from './modules/trade-wisdom/routes.ts';
import uploadRoutes from './modules/uploads/routes.ts';
import userRoutes from './modules/users/routes.ts';
import watchlistRoutes from './modules/watchlists/routes.ts';
import webinarJobs from './modules/webinar/jobs.ts';
import webinarRoutes from './modules/webinar/routes.ts';
import auth from './plugins/auth.ts';
import db from './plugins/db.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import jobs, { type JobsPluginOptions } from './plugins/jobs.ts';
import mailer from './plugins/mailer.ts';
import metrics from './plugins/metrics.ts';
import publicCache from './plugins/public-cache.ts';
import rateLimit from './plugins/rate-limit.ts';
import security from './plugins/security.ts';
import web from './plugins/web.ts';
import apiHooks from './plugins/api-hooks.ts';
import answerLanguage from './plugins/answer-language.ts';
import { serializeError, serializeRequest } from './lib/log-serializers.ts';
import { requestIdOf } from './lib/request-id.ts';
import { limitConnections } from './lib/connection-limits.ts';
import { prettyLogs } from './lib/log-destination.ts';
import { createErrorReporter } from './lib/error-report.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';

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
  /**
   * The server (server.ts): what the first answer does not need (the job queue's start, its workers and
   * schedules, the configured admin and the demo data) waits for `app.warmUp()`, called once listening.
   * Until it has run, every request but the health checks waits for it, and readiness says the job
   * queue is down (docs/decisions/0078-start-fast.md).
   */
  warmUpAfterListen?: boolean;
  /**
   * Tests: every answer written by a compiled serialiser is also written by zod's and must be the same
   * bytes (lib/response-serializer.ts); data zod refuses fails the request, as without the compiled one.
   */
  checkSerializers?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The start-up work left for after listening (BuildOptions.warmUpAfterListen); resolves at once otherwise. Run once. */
    warmUp(): Promise<void>;
    /** Whether warm-up is still to come or under way: requests but the health checks wait for it. */
    readonly warmingUp: boolean;
  }
}

/** Answered during warm-up: liveness and readiness (which says not ready until it is done). */
const WARM_UP_FREE = new Set(['/api/health', '/api/health/ready']);

/** A module's plugin and its options (a routes file, its jobs, or a page-side plugin). */
type Module = readonly [plugin: FastifyPluginAsync<any, any, any> | FastifyPluginAsyncZod<any>, options?: object];

/**
 * Every module, in registration order: `api` under /api after the API's own hooks, `site` at the root after
 * them. A module is added here, once; a later entry may rely on an earlier one's decorators.
 */
function modules(opts: BuildOptions): { api: Module[]; site: Module[] } {
  return {
    api: [
      [healthRoutes],
      [maintenanceRoutes],
      [authRoutes],
      [passwordRoutes],
      [profileRoutes],
      [uploadRoutes],
      [planRoutes],
      [billingRoutes],
      [paymentRoutes],
      [signupRoutes],
      [renewalRoutes],
      [courseRoutes],
      [contentRoutes],
      [analyticsRoutes],
      // Contact, leads, subscribers and the webinar funnel (issue 4).
      [contactRoutes],
      [leadRoutes],
      [subscriberRoutes],
      [userRoutes],
      // The member's own account: devices, e-mail change, consents, export and erasure (issue 15).
      [accountRoutes],
      // The audit log, read only (issue 13 §7).
      [auditRoutes],
      [webinarRoutes],
      // Blogs (issue 4).
      [blogRoutes],
      // The members' community (issue 5).
      [postRoutes],
      [notificationRoutes, { heartbeatMs: opts.liveHeartbeatMs }],
      // The members' tools (issue 11).
      [watchlistRoutes],
      [tradeWisdomRoutes],
      [calculatorRoutes],
      // Web Push devices (issue 12).
      [pushRoutes],
      // The dashboard's subscription analytics (issue 13 §6).
      [subscriptionRoutes],
      // The dashboard's launch checklist (issue 14 §3).
      [launchChecklistRoutes],
    ],
    site: [
      // Scheduled jobs, each module's own (issue 12, docs/decisions/0024).
      [authJobs],
      [passwordJobs],
      [billingJobs],
      [pushJobs, { skip: opts.pushSkip }],
      [subscriptionJobs, { atStart: opts.bootstrap !== false }],
      [webinarJobs],
      // Nightly backups, and db:backup's socket on the embedded database (issue 28 §7).
      [backups],
      // sitemap.xml and robots.txt live at the site root.
      [seoRoutes],
      // Public pages drawn on the server into the shell (after the blog's sharing tags; decision 0035).
      [pages],
    ],
  };
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
  // Warm-up after listening: the hook is the app's first, so it covers every route registered below.
  const later = opts.warmUpAfterListen === true;
  let warmingUp = later;
  let warmUpRun: Promise<void> | undefined;
  let warmedUp: () => void = () => {};
  const warm = new Promise<void>((resolve) => (warmedUp = resolve));
  app.decorate('warmingUp', { getter: () => warmingUp });
  if (later)
    // A callback: once warm it costs a test, not a promise per request (issue 31 §5).
    app.addHook('onRequest', (req, _reply, done) => {
      if (!warmingUp || WARM_UP_FREE.has(req.routeOptions.url ?? '')) return done();
      // Released by closing (preClose below), not by the warm-up: a clear 503 rather than a half-started app.
      void warm.then(() => done(warmingUp ? new HttpError(503, NOT_READY) : undefined));
    });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: opts.checkSerializers }));
  app.decorate('config', config);
  // Once closing, requests still in flight end their keep-alive connection, so close() need not wait it out;
  // new ones Fastify answers 503 (return503OnClosing).
  let closing = false;
  if (reporter) app.addHook('onClose', async () => void (await reporter.flush()));
  app.addHook('preClose', async () => {
    closing = true;
    // Requests waiting for a warm-up that will not finish now are answered, so close() need not wait for them.
    warmedUp();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(errors);
  // Answers' words in the reader's language (Accept-Language), for every envelope, the API's 404s included (issue 30 §5).
  await app.register(answerLanguage);
  // First, so its timer sees every route (GET /metrics only with METRICS_TOKEN; issue 28 §6).
  await app.register(metrics);
  await app.register(db, { config, database: opts.database });
  // After the migrations (the database plugin ran them) and before every plugin that declares a queue.
  await app.register(jobs, { ...opts.jobs, later });
  // Public reads from memory (issue 31 §1): before compression, whose onSend would hide the JSON from it.
  await app.register(publicCache);
  await app.register(security, { config });
  await app.register(compress, { threshold: 1024 });
  // The limits' decorators and routes' own limits; the global limit is the API's (apiHooks).
  await app.register(rateLimit, { config });
  await app.register(auth);
  await app.register(mailer, { config });
  await app.register(images, { config });
  await app.register(docs);
  await app.register(paymentsPlugin, { config });
  await app.register(pushPlugin, { config });
  // Maintenance refuses non-admin writes (issue 27 §5): before the routes, whose writes it marks.
  await app.register(maintenancePlugin);

  // The API's own hooks live in its context only: pages, files, sitemap and /metrics pay for none (decision 0056-pages-in-fastify).
  const { api, site } = modules(opts);
  await app.register(
    async (scope) => {
      await scope.register(apiHooks, { config });
      for (const [plugin, options] of api) await scope.register(plugin, options);
    },
    { prefix: '/api' },
  );
  for (const [plugin, options] of site) await app.register(plugin, options);
  await app.register(web, { config });

  await seedCatalogue(app.db);
  // A production database holding the demo accounts is refused before listening, as before.
  if (opts.bootstrap !== false && config.env === 'production') await refuseDemoData(app.db);
  const warmUp = async () => {
    if (later) await app.jobs.warmUp();
    if (opts.bootstrap !== false) await bootstrap(app.db, config, app.log);
  };
  app.decorate('warmUp', () => {
    warmUpRun ??= (async () => {
      await warmUp();
      warmingUp = false;
      warmedUp();
    })();
    return warmUpRun;
  });
  if (!later) await app.warmUp();
  return app;
}
